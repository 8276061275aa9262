CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "prompt_templates_name_trgm_idx" ON "prompt_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompt_templates_description_trgm_idx" ON "prompt_templates" USING gin ("description" gin_trgm_ops);
