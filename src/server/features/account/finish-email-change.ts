import type { Deps } from '../../app-env.ts'
import { emailChangedMail } from './account-mails.ts'
import { confirmEmailChange } from './confirm-email-change.ts'
import { sendAccountMail } from './send-account-mail.ts'
import { publishAccountChanged } from '../realtime/public.ts'

/**
 * POST /api/account/email/confirm, from the link's landing page (no session: the token is the proof): switches the
 * address (confirm-email-change.ts), then tells the previous address, after the change committed.
 */
export async function finishEmailChange(
  deps: Pick<Deps, 'db' | 'mail' | 'env' | 'events'>,
  opts: { token: string; now?: Date },
) {
  const changed = await confirmEmailChange(deps.db, opts)
  publishAccountChanged(deps, changed.userId)
  await sendAccountMail(
    deps,
    emailChangedMail({
      to: changed.previousEmail,
      name: changed.name,
      newEmail: changed.email,
      appUrl: deps.env.APP_URL,
    }),
  )
  return { email: changed.email }
}
