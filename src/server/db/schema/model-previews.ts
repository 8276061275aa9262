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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// A member's free preview of a template they do not own (decision 0033). The rows are the limits: one per member,
// template and UTC day (the unique index), and counts per member and per client address per day. No credits move.
export const modelPreviews = pgTable(
  'model_previews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    templateId: text('template_id').notNull(),
    /** The UTC day the preview counts against. */
    day: date('day', { mode: 'string' })
      .notNull()
      .default(sql`(now() AT TIME ZONE 'UTC')::date`),
    /** The caller's address as the trusted-proxy rules read it; 'unknown' when there is none (in-process tests). */
    clientAddress: text('client_address').notNull(),
    modelId: text('model_id').notNull(),
    modelLabel: text('model_label').notNull(),
    usedSamplePersona: boolean('used_sample_persona').notNull().default(false),
    status: text('status').notNull().default('running'),
    tokensIn: integer('tokens_in'),
    tokensOut: integer('tokens_out'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('model_previews_one_per_day').on(t.userId, t.templateId, t.day),
    index('model_previews_user_day_idx').on(t.userId, t.day),
    index('model_previews_address_day_idx').on(t.clientAddress, t.day),
    check('model_previews_status', sql`${t.status} IN ('running', 'finished', 'cut', 'stopped', 'failed')`),
  ],
)
