CREATE TABLE "sample_outputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" text NOT NULL,
	"model_name" text NOT NULL,
	"produced_on" date NOT NULL,
	"output" text NOT NULL,
	"prompt_sha256" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sample_outputs" ADD CONSTRAINT "sample_outputs_prompt_id_prompt_templates_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompt_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_outputs_prompt_idx" ON "sample_outputs" USING btree ("prompt_id","status","produced_on");