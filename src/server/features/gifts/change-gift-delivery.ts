import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { giftDeliveries } from '../../db/schema/gifts.ts'
import { AppError } from '../../lib/errors.ts'
import { deliveryDateProblem, formatCalendarDate, sydneyDate } from '../../../shared/gifts/gift-calendar.ts'
import type { ChangeGiftDeliveryBody } from '../../../shared/gifts/gift-recipient.ts'
import { deliveryView, findGiverDelivery, type GiftDeliveryRow } from './find-gift-delivery.ts'

/**
 * PATCH /api/gift-deliveries/:id: a new name, address or date while the card is still scheduled. The update is
 * conditional on 'scheduled', so a runner that claimed the card first wins and the giver hears why (409).
 */
export async function changeGiftDelivery(
  db: Db,
  opts: { giverId: string; id: string; body: ChangeGiftDeliveryBody; now?: Date },
) {
  const now = opts.now ?? new Date()
  const row = await findGiverDelivery(db, { giverId: opts.giverId, id: opts.id })
  const problem = deliveryDateProblem(opts.body.deliverOn, now)
  if (problem) throw new AppError('invalid_delivery_date', problem, 400)
  const [changed] = await db
    .update(giftDeliveries)
    .set({
      recipientName: opts.body.name,
      recipientEmail: opts.body.email,
      deliverOn: opts.body.deliverOn,
      nextAttemptAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(giftDeliveries.id, row.delivery.id),
        eq(giftDeliveries.giverId, opts.giverId),
        eq(giftDeliveries.status, 'scheduled'),
      ),
    )
    .returning()
  if (!changed) throw tooLate(await findGiverDelivery(db, { giverId: opts.giverId, id: opts.id }))
  return {
    item: deliveryView({ ...row, delivery: changed }),
    dueNow: changed.deliverOn <= sydneyDate(now),
  }
}

function tooLate(row: GiftDeliveryRow) {
  const d = row.delivery
  if (d.status === 'cancelled' || row.codeStatus === 'refunded')
    return new AppError('gift_refunded', 'This gift card was refunded, so it will not be sent.', 409)
  if (d.status === 'sending')
    return new AppError(
      'gift_sending',
      'This gift card is being sent right now, so its date and address can no longer change.',
      409,
    )
  const sentOn = d.sentAt ? ` on ${formatCalendarDate(sydneyDate(d.sentAt))}` : ''
  return new AppError(
    'gift_already_sent',
    `This gift card was already sent to ${d.recipientEmail}${sentOn}, so its date and address can no longer change. You can resend it instead.`,
    409,
  )
}
