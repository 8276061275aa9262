import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { creators, houseCreatorId } from './creators.ts'
import type { Question } from '../../../shared/catalog/question.ts'
import type { TemplateDetail } from '../../../shared/catalog/template-detail.ts'
import type { PromptLines } from '../../../shared/catalog/prompt-lines.ts'

// The goods: master_prompt and questions are served only to owners (and admins).
export const promptTemplates = pgTable(
  'prompt_templates',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    staticPage: boolean('static_page').notNull().default(false),
    name: text('name').notNull(),
    description: text('description').notNull(),
    howToUse: text('how_to_use').notNull().default(''),
    status: text('status').notNull().default('active'),
    tier: text('tier').notNull(),
    category: text('category').notNull(),
    creditsCost: integer('credits_cost').notNull(),
    priceCents: integer('price_cents').notNull(),
    masterPrompt: text('master_prompt').notNull(),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    detail: jsonb('detail').$type<TemplateDetail>(),
    // Which preference lines the generated prompt carries (role, country and currency, browsing).
    promptLines: jsonb('prompt_lines').$type<PromptLines>().notNull().default({}),
    // Who sells it; the house creator unless a creator's template (decision 0034).
    // The published version of a creator's template (template_versions); null for the house's templates.
    currentVersion: integer('current_version'),
    creatorId: uuid('creator_id')
      .notNull()
      .default(houseCreatorId)
      .references(() => creators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Figures for the browse sorts (decision 0029), kept only by triggers on prompt_purchases and prompt_ratings
    // (migration 0008) in the same transaction as the purchase or rating; the application never writes them.
    salesCount: integer('sales_count').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // The average shown on cards (one decimal), 0 when unrated: sorting and the minimum-rating filter use what shoppers see.
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1 })
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 1) ELSE 0 END`,
      ),
  },
  (t) => [
    index('prompt_templates_listing_idx').on(t.status, t.name, t.id),
    // A creator's page lists their active templates by name.
    index('prompt_templates_creator_idx').on(t.creatorId, t.status, t.name, t.id),
    // One index per browse sort, in its full order, so a page (and a page after a cursor) reads only its rows.
    // Descending keys are negated so each order is a single ascending row comparison (decision 0029).
    index('prompt_templates_newest_idx').on(t.status, t.createdAt, t.id),
    index('prompt_templates_price_idx').on(t.status, t.priceCents, t.name, t.id),
    index('prompt_templates_price_desc_idx').on(t.status, sql`(-${t.priceCents})`, t.name, t.id),
    // Price follows the tier (spec 9), so a tier filter would skip whole tiers along the price indexes: per tier too.
    index('prompt_templates_tier_price_idx').on(t.status, t.tier, t.priceCents, t.name, t.id),
    index('prompt_templates_tier_price_desc_idx').on(t.status, t.tier, sql`(-${t.priceCents})`, t.name, t.id),
    index('prompt_templates_rating_idx').on(
      t.status,
      sql`(-${t.ratingAverage})`,
      sql`(-${t.ratingCount})`,
      t.name,
      t.id,
    ),
    index('prompt_templates_sales_idx').on(t.status, sql`(-${t.salesCount})`, t.name, t.id),
    // Category pages, with and without a tier, in the list's (name, id) order: a page reads only its own rows.
    index('prompt_templates_category_name_idx').on(t.status, t.category, t.name, t.id),
    index('prompt_templates_category_idx').on(t.status, t.category, t.tier, t.name, t.id),
    // Text search is a substring match (ILIKE '%word%'): trigram indexes let it skip rows that cannot match
    // instead of reading the whole catalogue (pg_trgm, created by migration 0005). A small pending list (migration
    // 0006): GIN queues new rows there and every search reads all of it, which was 4 MB (most of a no-match search at
    // 100,000 templates) until a vacuum merged it; at 64 kB a search reads a few pages and bulk inserts stay batched.
    index('prompt_templates_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 64 }),
    index('prompt_templates_description_trgm_idx')
      .using('gin', t.description.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 64 }),
  ],
)

// How many templates each (status, category, tier) has. Kept only by triggers on prompt_templates (migration 0006),
// so the catalogue summary reads a few rows instead of counting the whole table; the application never writes it.
export const promptTemplateCounts = pgTable(
  'prompt_template_counts',
  {
    status: text('status').notNull(),
    category: text('category').notNull(),
    tier: text('tier').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.category, t.tier] })],
)
