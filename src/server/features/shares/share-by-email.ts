import type { Deps, SessionUser } from '../../app-env.ts'
import { shareCustomization } from './share-customization.ts'
import { shareMail } from './share-mail.ts'

/**
 * POST /api/customizations/:id/shares: shares the owner's customisation with an address (share-customization.ts),
 * then e-mails the recipient about a new share. The e-mail goes after the share is stored, and a failed one does
 * not undo it (the recipient sees it at their next sign-in).
 */
export async function shareByEmail(
  deps: Pick<Deps, 'db' | 'mail' | 'env'>,
  opts: { owner: Pick<SessionUser, 'id' | 'email' | 'name'>; customizationId: string; email: string },
) {
  const { share, created, notice } = await shareCustomization(deps.db, opts)
  if (notice)
    await deps.mail
      .send(shareMail({ notice, ownerName: opts.owner.name, appUrl: deps.env.APP_URL }))
      .catch((err: Error) => console.error(`share e-mail for share ${share.id} failed:`, err.message))
  return { share, created }
}
