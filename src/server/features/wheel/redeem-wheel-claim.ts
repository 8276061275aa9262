import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { wheelSpins } from '../../db/schema/gifts.ts'
import { grantCredits } from '../credits/public.ts'
import { readClaim } from './claim-token.ts'

export type WheelClaimResult = {
  credits: number
  balance?: number
  reason?: 'invalid' | 'expired' | 'already_claimed'
}

/**
 * Called once by sign-up (auth/sign-up.ts) with the new user's id and the claim from `spin-wheel`. Checks the
 * signature and expiry, marks the spin claimed with a conditional update (so a claim works once, whoever races
 * for it) and grants the credits with key `wheel:<spinId>`. A forged, expired or used claim grants nothing.
 * Never throws for a bad claim; the caller publishes the balance after it returns.
 */
export async function redeemWheelClaim(
  db: Db,
  { userId, claim, secret }: { userId: string; claim: string; secret: string },
): Promise<WheelClaimResult> {
  const parsed = readClaim(secret, claim)
  if (!parsed) return { credits: 0, reason: 'invalid' }
  if (parsed.expiresAt.getTime() <= Date.now()) return { credits: 0, reason: 'expired' }
  const granted = await db.transaction(async (tx) => {
    const [spin] = await tx
      .update(wheelSpins)
      .set({ claimedBy: userId, claimedAt: sql`now()` })
      .where(
        and(
          eq(wheelSpins.id, parsed.spinId),
          isNull(wheelSpins.claimedBy),
          gt(wheelSpins.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: wheelSpins.id, credits: wheelSpins.credits })
    if (!spin) return null
    const { balance } = await grantCredits(tx, {
      userId,
      amount: spin.credits,
      type: 'wheel_bonus',
      description: `Welcome wheel: ${spin.credits} credits`,
      referenceId: spin.id,
      key: `wheel:${spin.id}`,
    })
    return { credits: spin.credits, balance }
  })
  if (granted) return granted
  const [spin] = await db
    .select({ claimedBy: wheelSpins.claimedBy })
    .from(wheelSpins)
    .where(eq(wheelSpins.id, parsed.spinId))
  if (!spin) return { credits: 0, reason: 'invalid' }
  return { credits: 0, reason: spin.claimedBy ? 'already_claimed' : 'expired' }
}
