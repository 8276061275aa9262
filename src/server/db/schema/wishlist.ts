import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// Templates a member saved for later; one row per member and template, removed when they buy it.
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id').notNull(),
    templateId: text('template_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.templateId] }),
    index('wishlist_items_user_idx').on(t.userId, t.createdAt),
  ],
)
