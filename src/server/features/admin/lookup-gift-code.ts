import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { giftCodes } from '../../db/schema/gifts.ts'
import { orders } from '../../db/schema/payments.ts'
import { AppError } from '../../lib/errors.ts'
import { formatGiftCode, normaliseCode } from '../../../shared/gifts/gift-code.ts'
import type { GiftCodeLookup, GiftCodeState } from '../../../shared/admin/codes.ts'

const purchaser = alias(user, 'purchaser')
const redeemer = alias(user, 'redeemer')

/** A gift code's state for support, with who bought it, who redeemed it and its order. */
export async function lookupGiftCode(db: Db, { code }: { code: string }): Promise<GiftCodeLookup> {
  const [row] = await db
    .select({
      gift: giftCodes,
      purchaserEmail: purchaser.email,
      redeemerEmail: redeemer.email,
      order: {
        id: orders.id,
        status: orders.status,
        provider: orders.provider,
        amountCents: orders.amountCents,
      },
    })
    .from(giftCodes)
    .leftJoin(purchaser, eq(purchaser.id, giftCodes.purchaserId))
    .leftJoin(redeemer, eq(redeemer.id, giftCodes.redeemedBy))
    .leftJoin(orders, eq(orders.id, giftCodes.orderId))
    .where(eq(giftCodes.code, formatGiftCode(normaliseCode(code))))
    .limit(1)
  if (!row) throw new AppError('not_found', 'No gift code matches', 404)
  const g = row.gift
  const state: GiftCodeState =
    g.status === 'refunded'
      ? 'refunded'
      : g.redeemedAt
        ? 'redeemed'
        : g.status === 'completed'
          ? 'ready'
          : 'pending'
  return {
    id: g.id,
    code: g.code,
    credits: g.credits,
    state,
    purchaser: { id: g.purchaserId, email: row.purchaserEmail ?? null },
    redeemedBy: g.redeemedBy ? { id: g.redeemedBy, email: row.redeemerEmail ?? null } : null,
    redeemedAt: g.redeemedAt?.toISOString() ?? null,
    order: row.order?.id ? row.order : null,
    createdAt: g.createdAt.toISOString(),
  }
}
