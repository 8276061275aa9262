import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { AppError } from '../../lib/errors.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'

/** Name and phone in both places they live (Better Auth's user row and our profile), in one transaction. */
export async function updateProfile(db: Db, opts: { userId: string; name: string; phoneNumber: string }) {
  const taken = () => new AppError('phone_taken', authMessages.phoneTaken, 409)
  const [other] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.phoneNumber, opts.phoneNumber), ne(user.id, opts.userId)))
  if (other) throw taken()
  // A racing change to the same number loses on the unique index: the same 409.
  await db
    .transaction(async (tx) => {
      const now = new Date()
      await tx
        .update(user)
        .set({ name: opts.name, phoneNumber: opts.phoneNumber, updatedAt: now })
        .where(eq(user.id, opts.userId))
      await tx
        .update(profiles)
        .set({ fullName: opts.name, phoneNumber: opts.phoneNumber })
        .where(eq(profiles.userId, opts.userId))
    })
    .catch((err: unknown) => {
      if (/unique|duplicate/i.test(String((err as { cause?: unknown }).cause ?? err))) throw taken()
      throw err
    })
  return { name: opts.name, phoneNumber: opts.phoneNumber }
}
