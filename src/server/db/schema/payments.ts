import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

// One row per checkout (credit package, gift card or direct prompt purchase), keyed by the provider's session id.
// Generalises the spec's credit_purchases; fulfilled exactly once (status pending -> completed).
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(), // credits | gift | prompt
    provider: text('provider').notNull(), // local | stripe
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    packageId: text('package_id'),
    promptId: text('prompt_id'),
    credits: integer('credits').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    status: text('status').notNull().default('pending'), // pending | completed | failed | expired | cancelled | refunded
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
)

// Provider webhook events already processed, so a replay is a no-op.
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
