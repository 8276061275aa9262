import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { giftCodes } from '../../db/schema/gifts.ts'

/** GET /api/gift-cards: the caller's paid gift codes nobody has redeemed yet, newest first. */
export async function listGiftCards(db: Db, userId: string) {
  const items = await db
    .select({
      id: giftCodes.id,
      code: giftCodes.code,
      credits: giftCodes.credits,
      createdAt: giftCodes.createdAt,
    })
    .from(giftCodes)
    .where(
      and(eq(giftCodes.purchaserId, userId), eq(giftCodes.status, 'completed'), isNull(giftCodes.redeemedAt)),
    )
    .orderBy(desc(giftCodes.createdAt))
  return { items }
}
