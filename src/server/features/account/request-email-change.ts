import { and, eq, ne } from 'drizzle-orm'
import type { Deps } from '../../app-env.ts'
import { user } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/errors.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'
import { findEmailChange, storeEmailChange } from './email-change-token.ts'
import { verifyCurrentPassword } from './verify-current-password.ts'

export const emailChangeLinkHours = 24
// One link a minute per account: every request sends a mail to an address the caller chose.
const resendAfterMs = 60_000

/**
 * Starts a change of e-mail: the current password first (a borrowed session must not move the account), then the
 * new address must be free. Nothing changes on the account until the link sent to the new address is followed
 * (confirm-email-change.ts); the caller sends that mail after this returns.
 */
export async function requestEmailChange(
  deps: Pick<Deps, 'db' | 'auth'>,
  opts: { userId: string; headers: Headers; newEmail: string; currentPassword: string; now?: Date },
) {
  const { db } = deps
  const now = opts.now ?? new Date()
  const [me] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, opts.userId))
  if (!me) throw new AppError('unauthorized', 'Authentication required', 401)
  if (opts.newEmail === me.email.toLowerCase())
    throw new AppError('same_email', 'This is already your e-mail address', 400)
  await verifyCurrentPassword(deps, { headers: opts.headers, password: opts.currentPassword })

  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, opts.newEmail), ne(user.id, opts.userId)))
    .limit(1)
  if (taken) throw new AppError('email_taken', authMessages.emailTaken, 409)

  const previous = await findEmailChange(db, opts.userId)
  if (previous && now.getTime() - previous.createdAt.getTime() < resendAfterMs)
    throw new AppError(
      'too_many_requests',
      'We have just sent a link. Please wait a minute before asking for another one.',
      429,
    )

  const expiresAt = new Date(now.getTime() + emailChangeLinkHours * 3_600_000)
  const { token } = await db.transaction((tx) =>
    storeEmailChange(tx, { userId: opts.userId, newEmail: opts.newEmail, expiresAt, now }),
  )
  return { token, name: me.name, newEmail: opts.newEmail, expiresAt }
}
