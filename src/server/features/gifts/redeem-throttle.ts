import { and, eq, gt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { securityEvents } from '../../db/schema/activity.ts'
import { AppError } from '../../lib/errors.ts'

// Against guessing: failed redemptions are security events, and too many recent ones (per member or per
// address) stop further attempts for a while. Kept in the database so every server instance agrees.
export const redeemFailureType = 'code_redeem_failed'
export const redeemThrottle = { windowMinutes: 15, perUser: 10, perIp: 30 }

export async function assertRedeemAllowed(db: Db, { userId, ip }: { userId: string; ip: string | null }) {
  const since = sql`now() - make_interval(mins => ${redeemThrottle.windowMinutes})`
  const [row] = await db
    .select({
      byUser: sql<number>`count(*) FILTER (WHERE ${securityEvents.userId} = ${userId})`.mapWith(Number),
      byIp: ip
        ? sql<number>`count(*) FILTER (WHERE ${securityEvents.ip} = ${ip})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.type, redeemFailureType),
        gt(securityEvents.createdAt, since),
        ip
          ? or(eq(securityEvents.userId, userId), eq(securityEvents.ip, ip))
          : eq(securityEvents.userId, userId),
      ),
    )
  if ((row?.byUser ?? 0) >= redeemThrottle.perUser || (row?.byIp ?? 0) >= redeemThrottle.perIp)
    throw new AppError('too_many_attempts', 'Too many attempts. Please try again later', 429)
}

export async function recordRedeemFailure(
  db: Db,
  { userId, ip, userAgent }: { userId: string; ip: string | null; userAgent: string | null },
) {
  await db.insert(securityEvents).values({
    type: redeemFailureType,
    userId,
    ip,
    userAgent: userAgent?.slice(0, 500) ?? null,
    details: {},
  })
}
