CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"admin_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"credits_reversed" integer DEFAULT 0 NOT NULL,
	"partial" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"provider_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");