import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { giftCodes, masterCodeRedemptions, masterCodes } from '../../db/schema/gifts.ts'
import { AppError } from '../../lib/errors.ts'
import { grantCredits } from '../credits/public.ts'
import { formatGiftCode, looksLikeGiftCode, normaliseCode } from '../../../shared/gifts/gift-code.ts'
import { invalidCodeMessage } from '../../../shared/gifts/redeem-code-body.ts'

export type Redemption = { credits: number; balance: number; kind: 'gift' | 'master' }

// One answer for every refusal (unknown, used, expired, inactive, limit reached, already used by this member),
// so the endpoint tells a guesser nothing about which codes exist.
export const invalidCode = () => new AppError('invalid_code', invalidCodeMessage, 422)

/** Redeems a gift code (single use) or a master code (limited uses, once per member) into the ledger. */
export async function redeemCode(
  db: Db,
  { userId, code }: { userId: string; code: string },
): Promise<Redemption> {
  const normalised = normaliseCode(code)
  if (!normalised) throw invalidCode()
  if (looksLikeGiftCode(normalised)) {
    const gift = await redeemGiftCode(db, { userId, code: formatGiftCode(normalised) })
    if (gift) return gift
  }
  return redeemMasterCode(db, { userId, code: normalised })
}

async function redeemGiftCode(db: Db, { userId, code }: { userId: string; code: string }) {
  return db.transaction(async (tx) => {
    // The conditional update is the single-use guard: of racing redeemers, only one sees the row still open.
    const [claimed] = await tx
      .update(giftCodes)
      .set({ redeemedBy: userId, redeemedAt: sql`now()` })
      .where(and(eq(giftCodes.code, code), eq(giftCodes.status, 'completed'), isNull(giftCodes.redeemedAt)))
      .returning({ id: giftCodes.id, credits: giftCodes.credits })
    if (!claimed) return null
    const { balance } = await grantCredits(tx, {
      userId,
      amount: claimed.credits,
      type: 'gift_redeem',
      description: `Gift card redeemed (${claimed.credits} credits)`,
      referenceId: claimed.id,
      key: `gift:${claimed.id}`,
    })
    return { credits: claimed.credits, balance, kind: 'gift' as const }
  })
}

async function redeemMasterCode(db: Db, { userId, code }: { userId: string; code: string }) {
  return db.transaction(async (tx) => {
    const [master] = await tx
      .select({ id: masterCodes.id })
      .from(masterCodes)
      .where(eq(masterCodes.code, code))
    if (!master) throw invalidCode()
    // Once per member: the unique (code, user) row; a concurrent second attempt waits here, then finds it taken.
    const [once] = await tx
      .insert(masterCodeRedemptions)
      .values({ masterCodeId: master.id, userId })
      .onConflictDoNothing()
      .returning({ id: masterCodeRedemptions.id })
    if (!once) throw invalidCode()
    // The usage limit: rows lock one after another and each re-checks uses < max_uses.
    const [counted] = await tx
      .update(masterCodes)
      .set({ uses: sql`${masterCodes.uses} + 1` })
      .where(
        and(
          eq(masterCodes.id, master.id),
          eq(masterCodes.active, true),
          sql`${masterCodes.uses} < ${masterCodes.maxUses}`,
          sql`(${masterCodes.expiresAt} IS NULL OR ${masterCodes.expiresAt} > now())`,
        ),
      )
      .returning({ credits: masterCodes.credits })
    if (!counted) throw invalidCode()
    const { balance } = await grantCredits(tx, {
      userId,
      amount: counted.credits,
      type: 'master_redeem',
      description: `Code ${code} redeemed (${counted.credits} credits)`,
      referenceId: master.id,
      key: `master:${master.id}:${userId}`,
    })
    return { credits: counted.credits, balance, kind: 'master' as const }
  })
}
