import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

// The house creator: the launch catalogue and every template made in the admin console belong to it (migration 0014).
export const houseCreatorId = '00000000-0000-4000-8000-00000000c0de'

// A member who applied to sell templates, and the house creator (no user). One row per member: a declined member
// re-applies by updating their row back to pending (decision 0034).
export const creators = pgTable(
  'creators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    // Lowercase letters, digits and hyphens, 3-30 characters (checked in src/shared/creators); unique, race-safe.
    handle: text('handle').notNull(),
    bio: text('bio').notNull().default(''),
    country: text('country').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    termsVersion: text('terms_version').notNull(),
    status: text('status').notNull().default('pending'), // pending | approved | declined | suspended
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creators_user_id_unique').on(t.userId),
    uniqueIndex('creators_handle_unique').on(t.handle),
    index('creators_status_created_idx').on(t.status, t.createdAt),
  ],
)
