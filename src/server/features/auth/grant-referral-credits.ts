import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { grantCredits } from '../credits/public.ts'
import { referralCredits } from '../../../shared/auth/referral.ts'

/**
 * At e-mail confirmation: 2 credits to the new user and 2 to the referrer, together in one transaction.
 * The ledger keys make it once per new user, however often it runs; never for one's own code.
 * Returns the users whose balance changed, for publishBalance after commit.
 */
export async function grantReferralCredits(db: Db, { newUserId }: { newUserId: string }) {
  const [profile] = await db
    .select({ referredBy: profiles.referredBy })
    .from(profiles)
    .where(eq(profiles.userId, newUserId))
  const referrerId = profile?.referredBy
  if (!referrerId || referrerId === newUserId) return { changed: [] as string[] }
  return db.transaction(async (tx) => {
    const welcome = await grantCredits(tx, {
      userId: newUserId,
      amount: referralCredits,
      type: 'referral_bonus',
      description: 'Referral bonus: welcome credits',
      referenceId: referrerId,
      key: `referral:new:${newUserId}`,
    })
    const thanks = await grantCredits(tx, {
      userId: referrerId,
      amount: referralCredits,
      type: 'referral_bonus',
      description: 'Referral bonus: a friend joined',
      referenceId: newUserId,
      key: `referral:referrer:${newUserId}`,
    })
    const changed = [welcome.applied ? newUserId : null, thanks.applied ? referrerId : null]
    return { changed: changed.filter((id): id is string => id !== null) }
  })
}
