import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

// Ownership of a template: status 'completed' means owned, for life.
export const promptPurchases = pgTable(
  'prompt_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    promptId: text('prompt_id').notNull(),
    purchaseMethod: text('purchase_method').notNull(), // credits | direct
    status: text('status').notNull().default('completed'), // completed | refunded
    orderId: uuid('order_id'),
    creditsSpent: integer('credits_spent').notNull().default(0),
    // The version of a creator's template this owner reads (decision 0035); null: the current one (the house's
    // templates, edited in place, and every purchase made before versions).
    templateVersion: integer('template_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prompt_purchases_one_owner_idx')
      .on(t.userId, t.promptId)
      .where(sql`${t.status} = 'completed'`),
    index('prompt_purchases_prompt_idx').on(t.promptId, t.status),
  ],
)
