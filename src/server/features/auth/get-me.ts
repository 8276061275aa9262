import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { user } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/errors.ts'

/** GET /api/me: who is signed in, with the balance from the profile. */
export async function getMe(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      fullName: profiles.fullName,
      phoneNumber: profiles.phoneNumber,
      balance: profiles.balance,
      memberCode: profiles.memberCode,
      role: user.role,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
  if (!row) throw new AppError('not_found', 'Account not found', 404)
  return row
}
