DROP INDEX "prompt_templates_category_idx";--> statement-breakpoint
CREATE INDEX "prompt_templates_category_name_idx" ON "prompt_templates" USING btree ("status","category","name","id");--> statement-breakpoint
CREATE INDEX "prompt_templates_category_idx" ON "prompt_templates" USING btree ("status","category","tier","name","id");