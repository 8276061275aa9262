import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import { AppError } from '../../lib/errors.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'
import { deleteEmailChange, findEmailChangeByToken } from './email-change-token.ts'

const invalidLink = () =>
  new AppError(
    'invalid_link',
    'This confirmation link is invalid or has expired. Ask for a new one in your account settings.',
    400,
  )

/**
 * Follows the link sent to the new address: in one transaction the account's e-mail becomes the new one (confirmed,
 * since the link reached it) and the link is used up. Works without a session: the token is the proof.
 * An address taken meanwhile by someone else is a 409 and the link is dropped.
 */
export async function confirmEmailChange(db: Db, opts: { token: string; now?: Date }) {
  const now = opts.now ?? new Date()
  const outcome = await db
    .transaction(async (tx) => {
      const pending = await findEmailChangeByToken(tx, opts.token)
      if (!pending) throw invalidLink()
      if (pending.expiresAt <= now) {
        await deleteEmailChange(tx, pending.userId)
        return { expired: true as const }
      }
      const [account] = await tx
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, pending.userId))
        .for('update')
      if (!account) throw invalidLink()
      const [taken] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.email, pending.newEmail), ne(user.id, pending.userId)))
        .limit(1)
      await deleteEmailChange(tx, pending.userId)
      if (taken) return { taken: true as const }
      await tx
        .update(user)
        .set({ email: pending.newEmail, emailVerified: true, updatedAt: now })
        .where(eq(user.id, pending.userId))
      return {
        userId: pending.userId,
        name: account.name,
        previousEmail: account.email,
        email: pending.newEmail,
      }
    })
    .catch((err: unknown) => {
      // A sign-up with the same address that commits between our check and our update loses nothing: 409 here.
      if (isUniqueViolation(err)) return { taken: true as const }
      throw err
    })
  if ('expired' in outcome) throw invalidLink()
  if ('taken' in outcome) throw new AppError('email_taken', authMessages.emailTaken, 409)
  return outcome
}
