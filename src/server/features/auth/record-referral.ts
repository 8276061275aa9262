import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { profiles } from '../../db/schema/profiles.ts'

export type ReferralOutcome = 'recorded' | 'unknown_code' | 'self_referral' | 'already_referred'

/**
 * At sign-up: remembers who referred the new user (profiles.referred_by). Credits follow at e-mail confirmation
 * (grant-referral-credits.ts, decision 0010). A bad code never blocks the sign-up: it is logged and ignored.
 */
export async function recordReferral(db: Db, { userId, code }: { userId: string; code: string }) {
  const outcome = await referralOutcome(db, { userId, code })
  if (outcome !== 'recorded')
    console.warn(`Referral not applied for new user ${userId}: ${outcome} (code ${code})`)
  return outcome
}

async function referralOutcome(
  db: Db,
  { userId, code }: { userId: string; code: string },
): Promise<ReferralOutcome> {
  const [referrer] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.memberCode, code.trim().toUpperCase()))
  if (!referrer) return 'unknown_code'
  if (referrer.userId === userId) return 'self_referral'
  const updated = await db
    .update(profiles)
    .set({ referredBy: referrer.userId, updatedAt: new Date() })
    .where(and(eq(profiles.userId, userId), isNull(profiles.referredBy)))
    .returning({ userId: profiles.userId })
  return updated.length ? 'recorded' : 'already_referred'
}
