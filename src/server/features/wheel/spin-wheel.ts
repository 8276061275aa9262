import { randomInt } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { wheelSpins } from '../../db/schema/gifts.ts'
import { AppError } from '../../lib/errors.ts'
import { serverClaimSeconds, wheelSegments } from '../../../shared/wheel/wheel.ts'
import { signClaim } from './claim-token.ts'

// Per address: enough for a family behind one router to try again a few times, too few to farm claims.
export const spinThrottle = { windowMinutes: 60, perIp: 20 }

/**
 * POST /api/functions/spin-wheel: the server picks the segment (uniformly among the twelve of spec 9), records
 * the spin, and answers a claim the sign-up can redeem once: 120 seconds from when the wheel stops.
 */
export async function spinWheel(db: Db, { ip, secret }: { ip: string | null; secret: string }) {
  if (ip) {
    const [recent] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(wheelSpins)
      .where(
        and(
          eq(wheelSpins.ip, ip),
          gt(wheelSpins.createdAt, sql`now() - make_interval(mins => ${spinThrottle.windowMinutes})`),
        ),
      )
    if ((recent?.n ?? 0) >= spinThrottle.perIp)
      throw new AppError('too_many_attempts', 'Too many attempts. Please try again later', 429)
  }
  const segmentIndex = randomInt(wheelSegments.length)
  const credits = wheelSegments[segmentIndex]!
  const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + serverClaimSeconds * 1000)
  const [spin] = await db
    .insert(wheelSpins)
    .values({ credits, segmentIndex, ip, expiresAt })
    .returning({ id: wheelSpins.id })
  const claim = signClaim(secret, { spinId: spin!.id, expiresAt })
  return { credits, segmentIndex, claim, expiresAt: expiresAt.toISOString() }
}
