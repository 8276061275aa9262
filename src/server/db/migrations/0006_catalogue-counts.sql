CREATE TABLE "prompt_template_counts" (
	"status" text NOT NULL,
	"category" text NOT NULL,
	"tier" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "prompt_template_counts_status_category_tier_pk" PRIMARY KEY("status","category","tier")
);
--> statement-breakpoint
-- Trigram indexes: every search reads the whole GIN pending list, so keep it at 64 kB (not 4 MB); merge what is pending now.
ALTER INDEX "prompt_templates_name_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "prompt_templates_description_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list('prompt_templates_name_trgm_idx'), gin_clean_pending_list('prompt_templates_description_trgm_idx');--> statement-breakpoint
-- Counts kept per statement from its transition tables: one upsert per (status, category, tier) a statement touches,
-- taken in key order so concurrent writers lock count rows in the same order; n = n + delta is exact under concurrency.
CREATE FUNCTION "prompt_template_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM prompt_template_counts;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO prompt_template_counts AS c (status, category, tier, n)
		SELECT status, category, tier, count(*) FROM new_rows
		GROUP BY status, category, tier ORDER BY status, category, tier
		ON CONFLICT (status, category, tier) DO UPDATE SET n = c.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO prompt_template_counts AS c (status, category, tier, n)
		SELECT status, category, tier, -count(*) FROM old_rows
		GROUP BY status, category, tier ORDER BY status, category, tier
		ON CONFLICT (status, category, tier) DO UPDATE SET n = c.n + excluded.n;
	ELSE
		INSERT INTO prompt_template_counts AS c (status, category, tier, n)
		SELECT status, category, tier, sum(delta) FROM (
			SELECT status, category, tier, 1 AS delta FROM new_rows
			UNION ALL
			SELECT status, category, tier, -1 AS delta FROM old_rows
		) d
		GROUP BY status, category, tier HAVING sum(delta) <> 0 ORDER BY status, category, tier
		ON CONFLICT (status, category, tier) DO UPDATE SET n = c.n + excluded.n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "prompt_template_counts_insert" AFTER INSERT ON "prompt_templates"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "prompt_template_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "prompt_template_counts_update" AFTER UPDATE ON "prompt_templates"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "prompt_template_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "prompt_template_counts_delete" AFTER DELETE ON "prompt_templates"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "prompt_template_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "prompt_template_counts_truncate" AFTER TRUNCATE ON "prompt_templates"
	FOR EACH STATEMENT EXECUTE FUNCTION "prompt_template_counts_apply"();--> statement-breakpoint
-- Backfill after the triggers exist: CREATE TRIGGER holds a lock that keeps writers out until the migration commits.
INSERT INTO "prompt_template_counts" ("status", "category", "tier", "n")
SELECT "status", "category", "tier", count(*) FROM "prompt_templates" GROUP BY "status", "category", "tier";
