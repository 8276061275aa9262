import { and, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { giftCodes, giftDeliveries } from '../../db/schema/gifts.ts'
import { AppError } from '../../lib/errors.ts'
import type { GiftDeliveryStatus, GiftDeliveryView } from '../../../shared/gifts/gift-recipient.ts'

const columns = {
  delivery: giftDeliveries,
  code: giftCodes.code,
  credits: giftCodes.credits,
  codeStatus: giftCodes.status,
  redeemedAt: giftCodes.redeemedAt,
}

/** The giver's paid gift cards for people, newest first (an unpaid checkout is not a gift yet). */
export async function giverDeliveries(db: Db, giverId: string) {
  return db
    .select(columns)
    .from(giftDeliveries)
    .innerJoin(giftCodes, eq(giftCodes.id, giftDeliveries.giftCodeId))
    .where(and(eq(giftDeliveries.giverId, giverId), ne(giftDeliveries.status, 'unpaid')))
    .orderBy(desc(giftDeliveries.createdAt))
}

export type GiftDeliveryRow = Awaited<ReturnType<typeof giverDeliveries>>[number]

/** One of the giver's cards; another member's card is "not found", never "forbidden" (its existence stays private). */
export async function findGiverDelivery(db: Db, { giverId, id }: { giverId: string; id: string }) {
  const [row] = await db
    .select(columns)
    .from(giftDeliveries)
    .innerJoin(giftCodes, eq(giftCodes.id, giftDeliveries.giftCodeId))
    .where(
      and(
        eq(giftDeliveries.id, id),
        eq(giftDeliveries.giverId, giverId),
        ne(giftDeliveries.status, 'unpaid'),
      ),
    )
  if (!row) throw new AppError('not_found', 'Gift card not found', 404)
  return row
}

export function deliveryStatus(row: GiftDeliveryRow): GiftDeliveryStatus {
  if (row.delivery.status === 'cancelled' || row.codeStatus === 'refunded') return 'refunded'
  if (row.redeemedAt) return 'redeemed'
  if (row.delivery.status === 'sent') return 'sent'
  return 'scheduled'
}

export function deliveryView(row: GiftDeliveryRow): GiftDeliveryView {
  const status = deliveryStatus(row)
  const d = row.delivery
  return {
    id: d.id,
    code: row.code,
    credits: row.credits,
    recipientName: d.recipientName,
    recipientEmail: d.recipientEmail,
    message: d.message,
    deliverOn: d.deliverOn,
    status,
    sentAt: d.sentAt?.toISOString() ?? null,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    canResend: status === 'sent',
  }
}
