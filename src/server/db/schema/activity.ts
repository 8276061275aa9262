import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    userId: text('user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_created_idx').on(t.createdAt),
    index('security_events_user_idx').on(t.userId),
  ],
)

export const searchAnalytics = pgTable(
  'search_analytics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    query: text('query').notNull(),
    type: text('type').notNull(), // ai | regular
    resultsCount: integer('results_count').notNull(),
    selectedResultId: text('selected_result_id'),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_analytics_created_idx').on(t.createdAt)],
)

// Every admin action: who, what, when.
export const adminAudit = pgTable('admin_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminId: text('admin_id').notNull(),
  action: text('action').notNull(),
  target: text('target'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

// Money-back requests that need a person to decide.
export const refundRequests = pgTable('refund_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull(),
  userId: text('user_id').notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('pending'), // pending | refunded | rejected
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: text('decided_by'),
})
