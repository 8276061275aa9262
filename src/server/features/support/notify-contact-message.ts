import type { Deps } from '../../app-env.ts'
import { contactMessageMail } from './contact-mails.ts'
import type { StoredContactMessage } from './create-contact-message.ts'

/** After the message is stored: a copy to SUPPORT_EMAIL when it is set. Never throws (the message is safe). */
export async function notifyContactMessage(deps: Pick<Deps, 'env' | 'mail'>, message: StoredContactMessage) {
  const to = deps.env.SUPPORT_EMAIL
  if (!to) return
  try {
    await deps.mail.send(contactMessageMail({ to, message, appUrl: deps.env.APP_URL }))
  } catch (err) {
    console.error(`contact message ${message.id}: e-mail to support failed:`, (err as Error).message)
  }
}
