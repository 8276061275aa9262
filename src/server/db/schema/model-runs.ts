import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { userPromptCustomizations } from './library.ts'

// A member's run of a saved customisation on a language model (decision 0032). Credits are reserved when it starts
// ('run:<id>:reserve' in the ledger) and settled once when it ends ('run:<id>:settle'); the status moving from
// 'running' is what makes the settlement happen exactly once.
export const modelRuns = pgTable(
  'model_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    customizationId: uuid('customization_id').references(() => userPromptCustomizations.id, {
      onDelete: 'set null',
    }),
    customizationVersion: integer('customization_version').notNull(),
    /** The runs started together (side by side) share it. */
    batchId: uuid('batch_id').notNull(),
    modelId: text('model_id').notNull(),
    modelLabel: text('model_label').notNull(),
    // Prices at the start: a settlement after a restart charges what the member was shown, whatever AI_MODELS says then.
    priceIn: doublePrecision('price_in').notNull(),
    priceOut: doublePrecision('price_out').notNull(),
    promptTokensEstimate: integer('prompt_tokens_estimate').notNull(),
    reserved: integer('reserved').notNull(),
    status: text('status').notNull().default('running'),
    output: text('output').notNull().default(''),
    error: text('error'),
    tokensIn: integer('tokens_in'),
    tokensOut: integer('tokens_out'),
    usageReported: boolean('usage_reported').notNull().default(false),
    ttftMs: integer('ttft_ms'),
    durationMs: integer('duration_ms'),
    cost: integer('cost'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written while streaming: a 'running' row whose heartbeat stopped belongs to a process that died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('model_runs_customization_idx').on(t.customizationId, t.startedAt),
    index('model_runs_user_idx').on(t.userId, t.startedAt),
    index('model_runs_running_idx').on(t.status, t.heartbeatAt),
    check('model_runs_status', sql`${t.status} IN ('running', 'finished', 'stopped', 'failed')`),
    check(
      'model_runs_cost_within_reserve',
      sql`${t.cost} IS NULL OR (${t.cost} >= 0 AND ${t.cost} <= ${t.reserved})`,
    ),
  ],
)
