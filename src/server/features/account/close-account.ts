import type { Deps } from '../../app-env.ts'
import { accountDeletedMail } from './account-mails.ts'
import { deleteAccount } from './delete-account.ts'
import { sendAccountMail } from './send-account-mail.ts'
import { publishAccountChanged } from '../realtime/public.ts'

/**
 * POST /api/account/delete: deletes the account (delete-account.ts, decision 0015; its sessions go with it), asks
 * Better Auth to sign this browser out so the answer carries its expired cookies, then sends the goodbye e-mail.
 * Returns those Set-Cookie values for the answer.
 */
export async function closeAccount(
  deps: Pick<Deps, 'db' | 'auth' | 'mail' | 'events'>,
  opts: { userId: string; headers: Headers; currentPassword: string; now?: Date },
): Promise<{ setCookies: string[] }> {
  const deleted = await deleteAccount(deps, opts)
  // Its sessions were deleted in that transaction: no process may keep serving them from memory.
  publishAccountChanged(deps, opts.userId)
  // The session row is already gone; a failure here only means no expired cookies to pass on.
  const signedOut = await deps.auth.api.signOut({ headers: opts.headers, asResponse: true }).catch(() => null)
  await sendAccountMail(deps, accountDeletedMail({ to: deleted.email, name: deleted.name }))
  return { setCookies: signedOut?.headers.getSetCookie() ?? [] }
}
