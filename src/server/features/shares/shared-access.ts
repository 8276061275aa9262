import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { SessionUser } from '../../app-env.ts'
import { customizationShares } from '../../db/schema/shares.ts'

const s = customizationShares

/**
 * The live shares addressed to this member: by account, or by address once that address is confirmed as
 * theirs. A share made before the recipient signed up is found this way, at read time, with no sign-up hook.
 */
export function sharedWith(me: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>): SQL {
  const byAddress = me.emailVerified ? eq(s.recipientEmail, me.email.toLowerCase()) : sql`false`
  return and(isNull(s.revokedAt), or(eq(s.recipientId, me.id), byAddress), sql`${s.ownerId} <> ${me.id}`)!
}
