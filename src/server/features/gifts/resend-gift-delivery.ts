import { and, eq } from 'drizzle-orm'
import type { Deps } from '../../app-env.ts'
import { user } from '../../db/schema/auth.ts'
import { giftDeliveries } from '../../db/schema/gifts.ts'
import { AppError } from '../../lib/errors.ts'
import { formatCalendarDate } from '../../../shared/gifts/gift-calendar.ts'
import { deliveryStatus, deliveryView, findGiverDelivery } from './find-gift-delivery.ts'
import { giftDeliveryMail } from './gift-delivery-mail.ts'

/** A resend waits this long after the last e-mail of the card, and a card is resent at most this often. */
export const resendGapMs = 10 * 60_000
export const maxResends = 5

/**
 * POST /api/gift-deliveries/:id/resend: the same e-mail again, for a card that was sent and is not redeemed.
 * Throttled per card (one every 10 minutes, five in all); the stamp is taken with a conditional update, so two
 * clicks at once send once. The e-mail goes after that commit; if it fails the stamp is given back.
 */
export async function resendGiftDelivery(
  deps: Pick<Deps, 'db' | 'mail' | 'env'>,
  opts: { giverId: string; id: string; now?: Date },
) {
  const { db } = deps
  const now = opts.now ?? new Date()
  const row = await findGiverDelivery(db, { giverId: opts.giverId, id: opts.id })
  const status = deliveryStatus(row)
  const d = row.delivery
  if (status === 'scheduled')
    throw new AppError(
      'gift_not_sent',
      `This gift card has not been sent yet: it goes out on ${formatCalendarDate(d.deliverOn)}.`,
      409,
    )
  if (status === 'redeemed')
    throw new AppError(
      'gift_redeemed',
      'This gift card was already redeemed, so there is nothing to resend.',
      409,
    )
  if (status === 'refunded')
    throw new AppError('gift_refunded', 'This gift card was refunded, so its code no longer works.', 409)
  if (d.resendCount >= maxResends)
    throw new AppError(
      'too_many_resends',
      `This gift card was resent ${maxResends} times already. If it still does not arrive, please contact support.`,
      429,
    )
  const last = d.lastSentAt ?? d.sentAt ?? new Date(0)
  const waitMs = last.getTime() + resendGapMs - now.getTime()
  if (waitMs > 0) throw tooSoon(waitMs)
  const [stamped] = await db
    .update(giftDeliveries)
    .set({ lastSentAt: now, resendCount: d.resendCount + 1, updatedAt: now })
    .where(
      and(
        eq(giftDeliveries.id, d.id),
        eq(giftDeliveries.status, 'sent'),
        eq(giftDeliveries.resendCount, d.resendCount),
      ),
    )
    .returning()
  if (!stamped) throw tooSoon(resendGapMs)
  const [giver] = await db.select({ name: user.name }).from(user).where(eq(user.id, d.giverId))
  try {
    await deps.mail.send(
      giftDeliveryMail({
        to: d.recipientEmail,
        recipientName: d.recipientName,
        giverName: giver?.name ?? 'A friend',
        credits: row.credits,
        message: d.message,
        code: row.code,
        appUrl: deps.env.APP_URL,
      }),
    )
  } catch (err) {
    console.error(`gift resend ${d.id} failed:`, (err as Error).message)
    await db
      .update(giftDeliveries)
      .set({ lastSentAt: d.lastSentAt, resendCount: d.resendCount, updatedAt: now })
      .where(and(eq(giftDeliveries.id, d.id), eq(giftDeliveries.resendCount, d.resendCount + 1)))
    throw new AppError('mail_failed', 'The e-mail could not be sent. Please try again in a few minutes.', 502)
  }
  return { item: deliveryView({ ...row, delivery: stamped }) }
}

function tooSoon(waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return new AppError(
    'resend_too_soon',
    `This gift card was e-mailed a moment ago. You can resend it in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
  )
}
