import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'

export const userAiPreferences = pgTable('user_ai_preferences', {
  userId: text('user_id').primaryKey(),
  toneOfVoice: text('tone_of_voice').notNull(),
  // Null: not chosen (templates declare their own role now; older clients may still send one).
  aiRole: text('ai_role'),
  userIdentityName: text('user_identity_name'),
  // Null: not stated (the member's free choice).
  userIdentityPronouns: text('user_identity_pronouns'),
  outputFormat: text('output_format').notNull(),
  culturalContext: text('cultural_context').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type CustomizationData = {
  baseCustomization: Record<string, unknown>
  promptAnswers: Record<string, string | string[]>
}

export const userPromptCustomizations = pgTable(
  'user_prompt_customizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    promptId: text('prompt_id').notNull(),
    customizationData: jsonb('customization_data').$type<CustomizationData>().notNull(),
    generatedPrompt: text('generated_prompt').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_prompt_customizations_user_idx').on(t.userId, t.createdAt)],
)

// Earlier versions of a saved customisation, kept when it is edited.
export const customizationVersions = pgTable(
  'customization_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customizationId: uuid('customization_id')
      .notNull()
      .references(() => userPromptCustomizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    customizationData: jsonb('customization_data').$type<CustomizationData>().notNull(),
    generatedPrompt: text('generated_prompt').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('customization_versions_unique').on(t.customizationId, t.version)],
)

// Ratings by verified buyers only.
export const promptRatings = pgTable(
  'prompt_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    promptId: text('prompt_id').notNull(),
    stars: integer('stars').notNull(),
    review: text('review'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('prompt_ratings_one_per_user').on(t.userId, t.promptId),
    index('prompt_ratings_prompt_idx').on(t.promptId),
    check('prompt_ratings_stars_range', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
)
