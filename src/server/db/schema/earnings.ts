import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// Creators' earnings ledger (decision 0036): append-only (a trigger refuses UPDATE and DELETE), integer cents of AUD,
// one row per sale and one reversal per refund, each with a unique reference ('sale:order:<id>',
// 'sale:purchase:<id>', 'refund:order:<id>'). Written in the transaction of the sale or the refund.
// No foreign key to creators: money records outlive a deleted account.
export const creatorEarnings = pgTable(
  'creator_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id').notNull(),
    kind: text('kind').notNull(), // sale | refund
    /** The creator's share (negative for a refund). */
    amountCents: integer('amount_cents').notNull(),
    /** The money the sale took (a credits sale: the value of the credits spent), negative for a refund. */
    saleCents: integer('sale_cents').notNull(),
    /** The house's share; amount + house = sale, always (a CHECK). */
    houseCents: integer('house_cents').notNull(),
    method: text('method').notNull(), // direct | credits
    templateId: text('template_id').notNull(),
    orderId: uuid('order_id'),
    purchaseId: uuid('purchase_id'),
    reference: text('reference').notNull(),
    /** When the entry counts as payable (a sale: 14 days after; a refund: now, or its sale's date if later). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_earnings_reference_unique').on(t.reference),
    index('creator_earnings_creator_idx').on(t.creatorId, t.createdAt),
    check('creator_earnings_shares_add_up', sql`${t.amountCents} + ${t.houseCents} = ${t.saleCents}`),
  ],
)

// A transfer of a creator's payable balance. 'processing' counts as paid from the moment the row commits (the money
// may be on its way); 'failed' counts as nothing, so its amount is payable again. One open payout per creator.
export const creatorPayouts = pgTable(
  'creator_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('processing'), // processing | paid | failed
    trigger: text('trigger').notNull(), // weekly | request
    provider: text('provider').notNull(), // local | stripe
    destination: text('destination').notNull(),
    /** Sent with every transfer attempt: the provider makes one transfer for it, however often we retry. */
    idempotencyKey: text('idempotency_key').notNull(),
    transferId: text('transfer_id'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('creator_payouts_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('creator_payouts_one_open_idx')
      .on(t.creatorId)
      .where(sql`${t.status} = 'processing'`),
    index('creator_payouts_creator_idx').on(t.creatorId, t.createdAt),
    index('creator_payouts_status_idx').on(t.status, t.createdAt),
    check('creator_payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
)

// A creator's connected payout account (Stripe Connect Express, or the local simulation) and the admin's hold.
export const creatorPayoutAccounts = pgTable(
  'creator_payout_accounts',
  {
    creatorId: uuid('creator_id').primaryKey(),
    provider: text('provider').notNull(), // local | stripe
    accountId: text('account_id'),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    /** Stripe's requirements.disabled_reason, shown to the creator while payouts are off. */
    disabledReason: text('disabled_reason'),
    held: boolean('held').notNull().default(false),
    holdReason: text('hold_reason'),
    heldBy: text('held_by'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('creator_payout_accounts_account_unique').on(t.accountId)],
)

// What the credits a member holds are worth in money: the running pool of the moving average (decision 0036), kept
// by a trigger on credit_transactions in the same statement as each ledger row.
export const creditValues = pgTable(
  'credit_values',
  {
    userId: text('user_id').primaryKey(),
    valueCents: integer('value_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_values_non_negative', sql`${t.valueCents} >= 0`)],
)
