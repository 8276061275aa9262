import type { Db } from '../../db/client.ts'
import { type EventBus, publishBalance } from '../realtime/public.ts'
import { grantReferralCredits } from './grant-referral-credits.ts'

/** After Better Auth marks an e-mail confirmed: the referral credits, then the live balances. Never throws. */
export async function onEmailVerified(deps: { db: Db; events: EventBus }, userId: string) {
  try {
    const { changed } = await grantReferralCredits(deps.db, { newUserId: userId })
    await publishBalance(deps, ...changed)
  } catch (err) {
    console.error(`Referral credits could not be granted for user ${userId}`, err)
  }
}
