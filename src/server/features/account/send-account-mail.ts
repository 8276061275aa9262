import type { Deps } from '../../app-env.ts'
import type { Mail } from '../mail/public.ts'

/** An account e-mail after the change committed; a failure is logged, never undoes the change. */
export async function sendAccountMail(deps: Pick<Deps, 'mail'>, mail: Mail) {
  try {
    await deps.mail.send(mail)
  } catch (err) {
    console.error(`account e-mail "${mail.subject}" failed:`, (err as Error).message)
  }
}
