import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

// Gift codes: single use, never expire. status 'completed' once the purchase is paid.
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    credits: integer('credits').notNull(),
    status: text('status').notNull().default('pending'), // pending | completed | refunded
    purchaserId: text('purchaser_id').notNull(),
    orderId: uuid('order_id').unique(),
    redeemedBy: text('redeemed_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_codes_purchaser_idx').on(t.purchaserId, t.status)],
)

// Master codes: multi-use up to max_uses, at most once per user, optional expiry.
export const masterCodes = pgTable(
  'master_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    credits: integer('credits').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('master_codes_uses_within_limit', sql`${t.uses} >= 0 AND ${t.uses} <= ${t.maxUses}`),
    check('master_codes_credits_positive', sql`${t.credits} > 0`),
  ],
)

export const masterCodeRedemptions = pgTable(
  'master_code_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    masterCodeId: uuid('master_code_id')
      .notNull()
      .references(() => masterCodes.id),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('master_code_redemptions_once_per_user').on(t.masterCodeId, t.userId)],
)

// Welcome-wheel spins: the server decides the prize; a claim is redeemed once at sign-up.
export const wheelSpins = pgTable('wheel_spins', {
  id: uuid('id').primaryKey().defaultRandom(),
  credits: integer('credits').notNull(),
  segmentIndex: integer('segment_index').notNull(),
  ip: text('ip'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  claimedBy: text('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

// A gift card sent to a person (decision 0031): the recipient is stored with the order at checkout ('unpaid'),
// fulfilment links the code and makes it 'scheduled' in the same transaction, and the due-jobs runner sends it on
// its date (a Sydney calendar date). 'sending' is a runner's claim, taken with FOR UPDATE SKIP LOCKED and held
// until claimed_until; a claim left by a crashed process is taken again after that. 'cancelled' after a refund.
export const giftDeliveries = pgTable(
  'gift_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().unique(),
    giftCodeId: uuid('gift_code_id').unique(),
    giverId: text('giver_id').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('unpaid'), // unpaid | scheduled | sending | sent | cancelled
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    resendCount: integer('resend_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_deliveries_due_idx').on(t.status, t.deliverOn),
    index('gift_deliveries_giver_idx').on(t.giverId, t.createdAt),
  ],
)
