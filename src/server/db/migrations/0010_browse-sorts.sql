ALTER TABLE "prompt_templates" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_templates" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_templates" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_templates" ADD COLUMN "rating_average" numeric(2, 1) GENERATED ALWAYS AS (CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 1) ELSE 0 END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "prompt_templates_newest_idx" ON "prompt_templates" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "prompt_templates_price_idx" ON "prompt_templates" USING btree ("status","price_cents","name","id");--> statement-breakpoint
CREATE INDEX "prompt_templates_price_desc_idx" ON "prompt_templates" USING btree ("status",(-"price_cents"),"name","id");--> statement-breakpoint
CREATE INDEX "prompt_templates_tier_price_idx" ON "prompt_templates" USING btree ("status","tier","price_cents","name","id");--> statement-breakpoint
CREATE INDEX "prompt_templates_tier_price_desc_idx" ON "prompt_templates" USING btree ("status","tier",(-"price_cents"),"name","id");--> statement-breakpoint
CREATE INDEX "prompt_templates_rating_idx" ON "prompt_templates" USING btree ("status",(-"rating_average"),(-"rating_count"),"name","id");--> statement-breakpoint
CREATE INDEX "prompt_templates_sales_idx" ON "prompt_templates" USING btree ("status",(-"sales_count"),"name","id");--> statement-breakpoint
-- custom SQL
-- Sales and rating figures per template, kept by statement triggers from their transition tables, in the same
-- transaction as the purchase, refund or rating (decision 0029). Deltas (n = n + d), never recounts, so concurrent
-- writers stay exact; the templates are locked in id order, so concurrent statements take them in the same order.
CREATE FUNCTION "prompt_templates_figures_add"(d jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM prompt_templates t
	WHERE t.id IN (SELECT key FROM jsonb_each(d)) ORDER BY t.id FOR NO KEY UPDATE;
	UPDATE prompt_templates t SET
		sales_count = t.sales_count + coalesce((v.value ->> 'sales')::int, 0),
		rating_count = t.rating_count + coalesce((v.value ->> 'ratings')::int, 0),
		rating_sum = t.rating_sum + coalesce((v.value ->> 'stars')::int, 0)
	FROM jsonb_each(d) v WHERE t.id = v.key;
END
$$;--> statement-breakpoint
CREATE FUNCTION "prompt_templates_sales_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_object_agg(prompt_id, jsonb_build_object('sales', n)) INTO d FROM (
			SELECT prompt_id, count(*) AS n FROM new_rows WHERE status = 'completed' GROUP BY prompt_id) x;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_object_agg(prompt_id, jsonb_build_object('sales', n)) INTO d FROM (
			SELECT prompt_id, -count(*) AS n FROM old_rows WHERE status = 'completed' GROUP BY prompt_id) x;
	ELSE
		SELECT jsonb_object_agg(prompt_id, jsonb_build_object('sales', n)) INTO d FROM (
			SELECT prompt_id, sum(delta) AS n FROM (
				SELECT prompt_id, 1 AS delta FROM new_rows WHERE status = 'completed'
				UNION ALL
				SELECT prompt_id, -1 AS delta FROM old_rows WHERE status = 'completed'
			) y GROUP BY prompt_id HAVING sum(delta) <> 0) x;
	END IF;
	IF d IS NOT NULL THEN PERFORM prompt_templates_figures_add(d); END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "prompt_templates_ratings_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_object_agg(prompt_id, jsonb_build_object('ratings', n, 'stars', s)) INTO d FROM (
			SELECT prompt_id, count(*) AS n, sum(stars) AS s FROM new_rows GROUP BY prompt_id) x;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_object_agg(prompt_id, jsonb_build_object('ratings', n, 'stars', s)) INTO d FROM (
			SELECT prompt_id, -count(*) AS n, -sum(stars) AS s FROM old_rows GROUP BY prompt_id) x;
	ELSE
		SELECT jsonb_object_agg(prompt_id, jsonb_build_object('ratings', n, 'stars', s)) INTO d FROM (
			SELECT prompt_id, sum(n) AS n, sum(s) AS s FROM (
				SELECT prompt_id, 1 AS n, stars AS s FROM new_rows
				UNION ALL
				SELECT prompt_id, -1 AS n, -stars AS s FROM old_rows
			) y GROUP BY prompt_id HAVING sum(n) <> 0 OR sum(s) <> 0) x;
	END IF;
	IF d IS NOT NULL THEN PERFORM prompt_templates_figures_add(d); END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "prompt_purchases_sales_insert" AFTER INSERT ON "prompt_purchases"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "prompt_templates_sales_apply"();--> statement-breakpoint
CREATE TRIGGER "prompt_purchases_sales_update" AFTER UPDATE ON "prompt_purchases"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "prompt_templates_sales_apply"();--> statement-breakpoint
CREATE TRIGGER "prompt_purchases_sales_delete" AFTER DELETE ON "prompt_purchases"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "prompt_templates_sales_apply"();--> statement-breakpoint
CREATE TRIGGER "prompt_ratings_figures_insert" AFTER INSERT ON "prompt_ratings"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "prompt_templates_ratings_apply"();--> statement-breakpoint
CREATE TRIGGER "prompt_ratings_figures_update" AFTER UPDATE ON "prompt_ratings"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "prompt_templates_ratings_apply"();--> statement-breakpoint
CREATE TRIGGER "prompt_ratings_figures_delete" AFTER DELETE ON "prompt_ratings"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "prompt_templates_ratings_apply"();--> statement-breakpoint
-- Backfill after the triggers exist (CREATE TRIGGER keeps writers out until the migration commits).
UPDATE "prompt_templates" t SET "sales_count" = s.n FROM (
	SELECT prompt_id, count(*) AS n FROM prompt_purchases WHERE status = 'completed' GROUP BY prompt_id
) s WHERE s.prompt_id = t.id;--> statement-breakpoint
UPDATE "prompt_templates" t SET "rating_count" = r.n, "rating_sum" = r.s FROM (
	SELECT prompt_id, count(*) AS n, sum(stars) AS s FROM prompt_ratings GROUP BY prompt_id
) r WHERE r.prompt_id = t.id;
