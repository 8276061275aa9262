CREATE TABLE "model_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"customization_id" uuid,
	"customization_version" integer NOT NULL,
	"batch_id" uuid NOT NULL,
	"model_id" text NOT NULL,
	"model_label" text NOT NULL,
	"price_in" double precision NOT NULL,
	"price_out" double precision NOT NULL,
	"prompt_tokens_estimate" integer NOT NULL,
	"reserved" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"output" text DEFAULT '' NOT NULL,
	"error" text,
	"tokens_in" integer,
	"tokens_out" integer,
	"usage_reported" boolean DEFAULT false NOT NULL,
	"ttft_ms" integer,
	"duration_ms" integer,
	"cost" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "model_runs_status" CHECK ("model_runs"."status" IN ('running', 'finished', 'stopped', 'failed')),
	CONSTRAINT "model_runs_cost_within_reserve" CHECK ("model_runs"."cost" IS NULL OR ("model_runs"."cost" >= 0 AND "model_runs"."cost" <= "model_runs"."reserved"))
);
--> statement-breakpoint
ALTER TABLE "model_runs" ADD CONSTRAINT "model_runs_customization_id_user_prompt_customizations_id_fk" FOREIGN KEY ("customization_id") REFERENCES "public"."user_prompt_customizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_runs_customization_idx" ON "model_runs" USING btree ("customization_id","started_at");--> statement-breakpoint
CREATE INDEX "model_runs_user_idx" ON "model_runs" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "model_runs_running_idx" ON "model_runs" USING btree ("status","heartbeat_at");