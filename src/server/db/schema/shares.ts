import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { userPromptCustomizations } from './library.ts'

// A saved customisation shared read-only with another member by e-mail (recipient_id set once they have an account).
// Revoking sets revoked_at; at most one live share per customisation and address. Deleting the customisation
// (or either account) removes its shares.
export const customizationShares = pgTable(
  'customization_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customizationId: uuid('customization_id')
      .notNull()
      .references(() => userPromptCustomizations.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    recipientId: text('recipient_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('customization_shares_recipient_idx').on(t.recipientEmail),
    index('customization_shares_recipient_id_idx').on(t.recipientId),
    index('customization_shares_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('customization_shares_live_unique')
      .on(t.customizationId, t.recipientEmail)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
)

// Read-only links; only the token's SHA-256 hash is stored.
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    customizationId: uuid('customization_id')
      .notNull()
      .references(() => userPromptCustomizations.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_links_customization_idx').on(t.customizationId),
    index('share_links_owner_idx').on(t.ownerId, t.createdAt),
  ],
)
