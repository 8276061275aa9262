CREATE TABLE "model_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"template_id" text NOT NULL,
	"day" date DEFAULT (now() AT TIME ZONE 'UTC')::date NOT NULL,
	"client_address" text NOT NULL,
	"model_id" text NOT NULL,
	"model_label" text NOT NULL,
	"used_sample_persona" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"tokens_in" integer,
	"tokens_out" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "model_previews_status" CHECK ("model_previews"."status" IN ('running', 'finished', 'cut', 'stopped', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "model_previews_one_per_day" ON "model_previews" USING btree ("user_id","template_id","day");--> statement-breakpoint
CREATE INDEX "model_previews_user_day_idx" ON "model_previews" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "model_previews_address_day_idx" ON "model_previews" USING btree ("client_address","day");