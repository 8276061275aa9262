import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

// One refund per order (the unique order_id makes a second one impossible), with what it gave back and reversed.
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().unique(),
    userId: text('user_id').notNull(),
    adminId: text('admin_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    creditsReversed: integer('credits_reversed').notNull().default(0),
    partial: boolean('partial').notNull().default(false),
    reason: text('reason').notNull(),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    providerStatus: text('provider_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_created_idx').on(t.createdAt)],
)
