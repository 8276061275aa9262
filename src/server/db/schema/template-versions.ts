import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { promptTemplates } from './catalog.ts'
import type { Question } from '../../../shared/catalog/question.ts'
import type { TemplateDetail } from '../../../shared/catalog/template-detail.ts'
import type { PromptLines } from '../../../shared/catalog/prompt-lines.ts'

/** Everything a creator edits in the studio; the price follows the tier (spec 9), so it is not stored here. */
export type TemplateVersionContent = {
  name: string
  description: string
  howToUse: string
  tier: string
  category: string
  masterPrompt: string
  questions: Question[]
  detail: TemplateDetail | null
  promptLines: PromptLines
}

// A creator's template, version by version (issue 23, decision 0035). The prompt_templates row holds what is on sale
// (the last approved version, or status 'draft' before the first approval); a version being edited or reviewed lives
// here, so a live template stays on sale while its next version waits. Buyers who own version n keep reading its
// content from here until they accept the update (prompt_purchases.template_version).
//   draft -> in_review -> published (the live one) -> retired (a newer one was published)
//                      -> rejected (reasons given; editing it makes it a draft again)
export const templateVersions = pgTable(
  'template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: text('template_id')
      .notNull()
      .references(() => promptTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').notNull().default('draft'), // draft | in_review | rejected | published | retired
    content: jsonb('content').$type<TemplateVersionContent>().notNull(),
    /** What changed, for buyers ("Update available"); empty for a first version. */
    changelog: text('changelog').notNull().default(''),
    /** The reviewer's reasons when rejected, shown to the creator. */
    reviewReasons: text('review_reasons'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('template_versions_number_unique').on(t.templateId, t.version),
    // At most one version in the works per template (draft, in review or rejected), race-safe.
    uniqueIndex('template_versions_one_open_unique')
      .on(t.templateId)
      .where(sql`${t.status} IN ('draft', 'in_review', 'rejected')`),
    // The review queue, oldest submission first.
    index('template_versions_queue_idx').on(t.status, t.submittedAt),
  ],
)
