ALTER TABLE "user_ai_preferences" ALTER COLUMN "ai_role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_ai_preferences" ALTER COLUMN "user_identity_pronouns" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_ai_preferences" ALTER COLUMN "user_identity_pronouns" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_templates" ADD COLUMN "prompt_lines" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- custom SQL
-- Pronouns were fixed to they/them for everyone, never chosen: clear them to "not stated".
UPDATE "user_ai_preferences" SET "user_identity_pronouns" = NULL;
