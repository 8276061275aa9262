import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

// Messages sent through the contact form, by visitors (no user id) and members.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    // A member picks one of their orders; a visitor may type a reference, kept as written.
    orderId: uuid('order_id'),
    orderReference: text('order_reference'),
    status: text('status').notNull().default('open'), // open | closed
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    index('contact_messages_user_idx').on(t.userId),
    index('contact_messages_email_idx').on(t.email),
  ],
)

// An admin's answer by e-mail, kept with the message it answers.
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId)],
)
