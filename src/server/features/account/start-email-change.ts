import type { Deps } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { confirmNewEmailMail } from './account-mails.ts'
import { deleteEmailChange } from './email-change-token.ts'
import { emailChangeLinkHours, requestEmailChange } from './request-email-change.ts'

/**
 * POST /api/account/email: stores the pending change (request-email-change.ts) and sends the confirmation link to
 * the new address. The account keeps its e-mail until the link is followed. A link that cannot be sent is
 * withdrawn (503), so the member may ask again at once instead of waiting out the one-a-minute limit.
 */
export async function startEmailChange(
  deps: Pick<Deps, 'db' | 'auth' | 'mail' | 'env'>,
  opts: { userId: string; headers: Headers; newEmail: string; currentPassword: string; now?: Date },
) {
  const request = await requestEmailChange(deps, opts)
  const url = `${deps.env.APP_URL}/confirm-email?token=${encodeURIComponent(request.token)}`
  try {
    await deps.mail.send(
      confirmNewEmailMail({ to: opts.newEmail, name: request.name, url, hours: emailChangeLinkHours }),
    )
  } catch (err) {
    console.error('e-mail change link could not be sent:', (err as Error).message)
    await deleteEmailChange(deps.db, opts.userId)
    throw new AppError('mail_failed', 'We could not send the confirmation e-mail. Please try again.', 503)
  }
  return { newEmail: opts.newEmail, expiresAt: request.expiresAt }
}
