import { and, count, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { securityEvents } from '../../db/schema/activity.ts'
import { failedLoginLimit } from '../../../shared/auth/auth-messages.ts'
import { recordSecurityEvent } from './record-security-event.ts'

// Failed sign-ins are counted from the security log itself (in the database, so every server process sees
// them): only the server's own login_failure rows for a wrong e-mail or password count, never a browser's report.

type Scope = { email: string; ip: string | null }

const serverFailures = and(
  eq(securityEvents.type, 'login_failure'),
  sql`${securityEvents.details}->>'source' = 'server'`,
  sql`${securityEvents.details}->>'reason' = 'invalid_credentials'`,
)

async function failuresSince(db: Db, where: ReturnType<typeof and>, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(serverFailures, gt(securityEvents.createdAt, since), where))
  return Number(row?.n ?? 0)
}

/** Failed sign-ins within the last 60 s, for the account (by e-mail) and for the client IP. */
export async function recentLoginFailures(db: Db, { email, ip, now }: Scope & { now: Date }) {
  const since = new Date(now.getTime() - failedLoginLimit.windowMs)
  const [account, fromIp] = await Promise.all([
    failuresSince(db, sql`${securityEvents.details}->>'email' = ${email}`, since),
    ip ? failuresSince(db, eq(securityEvents.ip, ip), since) : Promise.resolve(0),
  ])
  return { account, ip: fromIp }
}

/** True once the account or the IP has had 5 failed sign-ins within 60 s (spec 9). */
export async function isLoginThrottled(db: Db, scope: Scope & { now: Date }) {
  const recent = await recentLoginFailures(db, scope)
  return recent.account >= failedLoginLimit.count || recent.ip >= failedLoginLimit.count
}

/**
 * Records a failed sign-in; when it is the 5th within 60 s for the account or the IP, also records
 * suspicious_activity with reason multiple_failed_logins and the count (spec 4).
 */
export async function recordLoginFailure(
  db: Db,
  opts: Scope & { userId: string | null; userAgent: string | null; now: Date },
) {
  await recordSecurityEvent(db, {
    type: 'login_failure',
    userId: opts.userId,
    ip: opts.ip,
    userAgent: opts.userAgent,
    details: { source: 'server', reason: 'invalid_credentials', email: opts.email },
    at: opts.now,
  })
  const recent = await recentLoginFailures(db, opts)
  const worst = Math.max(recent.account, recent.ip)
  if (worst >= failedLoginLimit.count)
    await recordSecurityEvent(db, {
      type: 'suspicious_activity',
      userId: opts.userId,
      ip: opts.ip,
      userAgent: opts.userAgent,
      details: {
        source: 'server',
        reason: 'multiple_failed_logins',
        count: worst,
        scope: recent.account >= recent.ip ? 'account' : 'ip',
        email: opts.email,
      },
      at: opts.now,
    })
  return recent
}
