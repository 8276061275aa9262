CREATE TABLE "creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"display_name" text NOT NULL,
	"handle" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"terms_version" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The house creator, before templates name it: the launch catalogue and the console's templates are its (decision 0034).
INSERT INTO "creators" ("id", "display_name", "handle", "bio", "country", "terms_accepted_at", "terms_version", "status", "decided_at", "created_at")
VALUES ('00000000-0000-4000-8000-00000000c0de', 'PromptMarket', 'promptmarket',
  'The PromptMarket team: the prompt templates we wrote, tested and launched the store with.',
  'AU', now(), 'house', 'approved', now(), COALESCE((SELECT min("created_at") FROM "prompt_templates"), now()));
--> statement-breakpoint
ALTER TABLE "prompt_templates" ADD COLUMN "creator_id" uuid DEFAULT '00000000-0000-4000-8000-00000000c0de' NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creators_user_id_unique" ON "creators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_handle_unique" ON "creators" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "creators_status_created_idx" ON "creators" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "prompt_templates" ADD CONSTRAINT "prompt_templates_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_templates_creator_idx" ON "prompt_templates" USING btree ("creator_id","status","name","id");