import { asc, eq, ilike } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { UserSummary } from '../../../shared/admin/users.ts'

/** Accounts whose e-mail contains the text (case-insensitive), at most 25. */
export async function findUsers(db: Db, { email }: { email: string }): Promise<{ items: UserSummary[] }> {
  const pattern = `%${email.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      balance: profiles.balance,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(ilike(user.email, pattern))
    .orderBy(asc(user.email))
    .limit(25)
  return {
    items: rows.map((r) => ({ ...r, balance: r.balance ?? 0, createdAt: r.createdAt.toISOString() })),
  }
}
