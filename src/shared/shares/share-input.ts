import { z } from 'zod'
import { emailField } from '../auth/account-fields.ts'

/** POST /api/customizations/:id/shares: share with another member by e-mail address. */
export const shareByEmailInput = z.object({ email: emailField })

// Link lifetimes the owner can pick; null means until revoked.
export const shareLinkExpiryDays = [1, 7, 30] as const

/** POST /api/customizations/:id/share-links */
export const createShareLinkInput = z.object({
  expiresInDays: z
    .literal(shareLinkExpiryDays, { message: 'Choose when the link expires' })
    .nullish()
    .transform((v) => v ?? null),
})

export type ShareByEmailInput = z.input<typeof shareByEmailInput>
export type CreateShareLinkInput = z.input<typeof createShareLinkInput>

// Against mass mailing: shares and links an owner may create per window, counted in the database.
export const shareThrottle = { windowMinutes: 60, perOwner: 30 }

export const shareMessages = {
  notFound: 'Customization not found',
  shareNotFound: 'Share not found',
  self: 'You already own this customization',
  throttled: 'Too many attempts. Please try again later',
  linkNotFound: 'This share link does not exist. Check that you copied the whole address.',
  linkRevoked: 'This share link has been revoked by its owner.',
  linkExpired: 'This share link has expired. Ask its owner for a new one.',
}
