import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { promptTemplates } from './catalog.ts'

// What a named AI model answered to a template's sample persona prompt (decision 0026). Attached by admins as a
// draft, shown on the detail page only once published. prompt_sha256 is the hash of the exact prompt the model was
// given (the sample persona's, with the template as it was then), so a later edit of the template is visible.
export const sampleOutputs = pgTable(
  'sample_outputs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: text('prompt_id')
      .notNull()
      .references(() => promptTemplates.id, { onDelete: 'cascade' }),
    modelName: text('model_name').notNull(),
    producedOn: date('produced_on', { mode: 'string' }).notNull(),
    output: text('output').notNull(),
    promptSha256: text('prompt_sha256').notNull(),
    status: text('status').notNull().default('draft'), // draft | published
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('sample_outputs_prompt_idx').on(t.promptId, t.status, t.producedOn)],
)
