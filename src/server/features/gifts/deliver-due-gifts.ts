import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Deps } from '../../app-env.ts'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { giftCodes, giftDeliveries } from '../../db/schema/gifts.ts'
import { sydneyDate } from '../../../shared/gifts/gift-calendar.ts'
import { giftDeliveryMail } from './gift-delivery-mail.ts'

/** How long a runner's claim holds: a claim older than this was left by a process that died mid-send. */
export const claimMs = 5 * 60_000

export type DeliveryDeps = Pick<Deps, 'db' | 'mail' | 'env'>
type Delivery = typeof giftDeliveries.$inferSelect

/**
 * One round of the due-jobs runner (decision 0031): claims the gift cards due by `now` on Sydney's calendar with
 * FOR UPDATE SKIP LOCKED (so two processes never claim the same card), commits the claim, then sends each e-mail
 * and marks it sent. A failed send is tried again later, with a growing pause.
 */
export async function deliverDueGifts(deps: DeliveryDeps, opts: { now?: Date; limit?: number } = {}) {
  const now = opts.now ?? new Date()
  const claimed = await claimDueDeliveries(deps.db, { now, limit: opts.limit ?? 20 })
  let sent = 0
  for (const delivery of claimed) if (await sendClaimed(deps, delivery, now)) sent++
  return { claimed: claimed.length, sent }
}

async function claimDueDeliveries(db: Db, { now, limit }: { now: Date; limit: number }) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: giftDeliveries.id })
      .from(giftDeliveries)
      .where(
        or(
          and(
            eq(giftDeliveries.status, 'scheduled'),
            lte(giftDeliveries.deliverOn, sydneyDate(now)),
            or(isNull(giftDeliveries.nextAttemptAt), lte(giftDeliveries.nextAttemptAt, now)),
          ),
          and(eq(giftDeliveries.status, 'sending'), lt(giftDeliveries.claimedUntil, now)),
        ),
      )
      .orderBy(giftDeliveries.deliverOn, giftDeliveries.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(giftDeliveries)
      .set({
        status: 'sending',
        claimedUntil: new Date(now.getTime() + claimMs),
        attempts: sql`${giftDeliveries.attempts} + 1`,
        updatedAt: now,
      })
      .where(
        inArray(
          giftDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning()
  })
}

async function sendClaimed(deps: DeliveryDeps, delivery: Delivery, now: Date) {
  const { db } = deps
  const [gift] = await db
    .select({ code: giftCodes.code, credits: giftCodes.credits, status: giftCodes.status })
    .from(giftCodes)
    .where(eq(giftCodes.id, delivery.giftCodeId ?? '00000000-0000-0000-0000-000000000000'))
  if (!gift || gift.status !== 'completed') {
    // Refunded meanwhile: the code no longer works, so nothing is sent.
    await db
      .update(giftDeliveries)
      .set({ status: 'cancelled', claimedUntil: null, updatedAt: now })
      .where(and(eq(giftDeliveries.id, delivery.id), eq(giftDeliveries.status, 'sending')))
    return false
  }
  const [giver] = await db.select({ name: user.name }).from(user).where(eq(user.id, delivery.giverId))
  try {
    await deps.mail.send(
      giftDeliveryMail({
        to: delivery.recipientEmail,
        recipientName: delivery.recipientName,
        giverName: giver?.name ?? 'A friend',
        credits: gift.credits,
        message: delivery.message,
        code: gift.code,
        appUrl: deps.env.APP_URL,
      }),
    )
  } catch (err) {
    const message = (err as Error).message
    console.error(`gift delivery ${delivery.id} failed (attempt ${delivery.attempts}):`, message)
    await db
      .update(giftDeliveries)
      .set({
        status: 'scheduled',
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)),
        lastError: message.slice(0, 500),
        updatedAt: now,
      })
      .where(and(eq(giftDeliveries.id, delivery.id), eq(giftDeliveries.status, 'sending')))
    return false
  }
  await db
    .update(giftDeliveries)
    .set({
      status: 'sent',
      sentAt: now,
      lastSentAt: now,
      claimedUntil: null,
      lastError: null,
      updatedAt: now,
    })
    .where(and(eq(giftDeliveries.id, delivery.id), eq(giftDeliveries.status, 'sending')))
  return true
}

/** 2, 4, 8 ... minutes after each failed attempt, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** Math.max(attempts, 1), 60) * 60_000
