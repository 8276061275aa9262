import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

// One row per user: the credit balance (changed only beside a ledger row) and the referral member code.
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    memberCode: text('member_code').notNull().unique(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number'),
    referredBy: text('referred_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('profiles_balance_non_negative', sql`${t.balance} >= 0`)],
)
