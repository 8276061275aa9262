import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import type { EmailChangeStatus } from '../../../shared/account/settings.ts'
import { findEmailChange } from './email-change-token.ts'

/** The caller's e-mail and the change waiting for confirmation, if its link still works. */
export async function getEmailChange(
  db: Db,
  opts: { userId: string; now?: Date },
): Promise<EmailChangeStatus> {
  const now = opts.now ?? new Date()
  const [me] = await db.select({ email: user.email }).from(user).where(eq(user.id, opts.userId))
  const pending = await findEmailChange(db, opts.userId)
  return {
    email: me?.email ?? '',
    pending:
      pending && pending.expiresAt > now
        ? { newEmail: pending.newEmail, expiresAt: pending.expiresAt.toISOString() }
        : null,
  }
}
