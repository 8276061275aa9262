import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

// Append-only ledger: every change of profiles.balance is one row here, written in the same transaction.
// idempotency_key makes a repeated grant or spend impossible (e.g. 'order:<id>', 'referral:<newUserId>').
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    amount: integer('amount').notNull(),
    transactionType: text('transaction_type').notNull(),
    description: text('description').notNull(),
    referenceId: text('reference_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    balanceAfter: integer('balance_after').notNull(),
    // The money value of the credits this row moved, set by a trigger (decision 0036): a paid package adds what was
    // paid, free credits add nothing, a spend takes its share of the pool at the moving average.
    valueCents: integer('value_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_transactions_user_idx').on(t.userId, t.createdAt),
    check('credit_transactions_amount_not_zero', sql`${t.amount} <> 0`),
  ],
)
