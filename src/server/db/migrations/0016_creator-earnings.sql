CREATE TABLE "creator_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"sale_cents" integer NOT NULL,
	"house_cents" integer NOT NULL,
	"method" text NOT NULL,
	"template_id" text NOT NULL,
	"order_id" uuid,
	"purchase_id" uuid,
	"reference" text NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_earnings_shares_add_up" CHECK ("creator_earnings"."amount_cents" + "creator_earnings"."house_cents" = "creator_earnings"."sale_cents")
);
--> statement-breakpoint
CREATE TABLE "creator_payout_accounts" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"disabled_reason" text,
	"held" boolean DEFAULT false NOT NULL,
	"hold_reason" text,
	"held_by" text,
	"held_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"trigger" text NOT NULL,
	"provider" text NOT NULL,
	"destination" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "creator_payouts_amount_positive" CHECK ("creator_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_values" (
	"user_id" text PRIMARY KEY NOT NULL,
	"value_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_values_non_negative" CHECK ("credit_values"."value_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD COLUMN "value_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_earnings_reference_unique" ON "creator_earnings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "creator_earnings_creator_idx" ON "creator_earnings" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payout_accounts_account_unique" ON "creator_payout_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payouts_idempotency_key_unique" ON "creator_payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payouts_one_open_idx" ON "creator_payouts" USING btree ("creator_id") WHERE "creator_payouts"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "creator_payouts_creator_idx" ON "creator_payouts" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_payouts_status_idx" ON "creator_payouts" USING btree ("status","created_at");--> statement-breakpoint
-- The earnings ledger is append-only: corrections are new rows (decision 0036).
CREATE FUNCTION "creator_earnings_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'creator_earnings is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "creator_earnings_append_only" BEFORE UPDATE OR DELETE ON "creator_earnings"
	FOR EACH ROW EXECUTE FUNCTION "creator_earnings_append_only"();
--> statement-breakpoint
-- The money value of every credit ledger row, by the moving average of what the member paid (decision 0036). It runs
-- inside the statement that moved the balance (apply-ledger-entry.ts), so under the profile row's lock: the pool and
-- the balance move together. A paid package adds what it cost, free credits add nothing, a package refund takes back
-- the money returned (never more than the pool holds), and every other debit takes its share of the pool, rounded
-- half up; the last credit takes what is left, so the pool never goes below zero and never keeps a stray cent.
CREATE FUNCTION "credit_transactions_value"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	pool integer;
	held integer := NEW.balance_after - NEW.amount;
	paid integer;
	package_credits integer;
BEGIN
	INSERT INTO credit_values (user_id) VALUES (NEW.user_id) ON CONFLICT (user_id) DO NOTHING;
	SELECT value_cents INTO pool FROM credit_values WHERE user_id = NEW.user_id FOR UPDATE;
	IF NEW.amount > 0 THEN
		IF NEW.transaction_type = 'purchase' THEN
			SELECT amount_cents INTO paid FROM orders WHERE id::text = NEW.reference_id AND kind = 'credits';
		END IF;
		NEW.value_cents := COALESCE(paid, 0);
	ELSE
		IF NEW.transaction_type = 'refund' THEN
			SELECT amount_cents, credits INTO paid, package_credits FROM orders
			WHERE id::text = NEW.reference_id AND kind = 'credits';
		END IF;
		IF paid IS NOT NULL AND package_credits > 0 THEN
			-- The same sum credits-order.ts returns to the card.
			NEW.value_cents := -LEAST(pool, CASE WHEN -NEW.amount >= package_credits THEN paid
				ELSE floor(paid::numeric * (-NEW.amount) / package_credits)::integer END);
		ELSIF NEW.balance_after = 0 OR held <= 0 THEN
			NEW.value_cents := -pool;
		ELSE
			NEW.value_cents := -LEAST(pool, round(pool::numeric * (-NEW.amount) / held)::integer);
		END IF;
	END IF;
	UPDATE credit_values SET value_cents = pool + NEW.value_cents, updated_at = now() WHERE user_id = NEW.user_id;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_transactions_value" BEFORE INSERT ON "credit_transactions"
	FOR EACH ROW EXECUTE FUNCTION "credit_transactions_value"();
--> statement-breakpoint
-- Balances held before this migration: valued at the member's average paid price per credit received so far.
INSERT INTO credit_values (user_id, value_cents)
SELECT p.user_id, LEAST(s.paid, round(s.paid::numeric * p.balance / s.received)::integer)
FROM profiles p
JOIN (
	SELECT ct.user_id,
		COALESCE(sum(o.amount_cents) FILTER (WHERE ct.transaction_type = 'purchase'), 0)::integer AS paid,
		sum(ct.amount) FILTER (WHERE ct.amount > 0)::integer AS received
	FROM credit_transactions ct
	LEFT JOIN orders o ON o.id::text = ct.reference_id AND o.kind = 'credits' AND o.status = 'completed'
	GROUP BY ct.user_id
) s ON s.user_id = p.user_id
WHERE p.balance > 0 AND s.received > 0;
