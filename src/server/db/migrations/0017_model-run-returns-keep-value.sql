-- Credits a model run did not use come back with the value their hold took (decision 0036, later addition): the
-- hold (`model_run`, minus the reservation) took its share of the pool, and the return (`model_run_refund`, the same
-- reference) gives back unused / reserved of it, rounded down, so the pool never holds more than was paid. Before
-- this, returned credits came back worth nothing, which lowered what a member's credits were worth after every run
-- (a creator earned less from their next purchase, and a package refund was capped lower).
CREATE OR REPLACE FUNCTION "credit_transactions_value"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	pool integer;
	held integer := NEW.balance_after - NEW.amount;
	paid integer;
	package_credits integer;
	hold_value integer;
	hold_amount integer;
BEGIN
	INSERT INTO credit_values (user_id) VALUES (NEW.user_id) ON CONFLICT (user_id) DO NOTHING;
	SELECT value_cents INTO pool FROM credit_values WHERE user_id = NEW.user_id FOR UPDATE;
	IF NEW.amount > 0 THEN
		IF NEW.transaction_type = 'purchase' THEN
			SELECT amount_cents INTO paid FROM orders WHERE id::text = NEW.reference_id AND kind = 'credits';
			NEW.value_cents := COALESCE(paid, 0);
		ELSIF NEW.transaction_type = 'model_run_refund' THEN
			SELECT -value_cents, -amount INTO hold_value, hold_amount FROM credit_transactions
			WHERE user_id = NEW.user_id AND reference_id = NEW.reference_id AND transaction_type = 'model_run';
			NEW.value_cents := CASE WHEN hold_amount > 0
				THEN LEAST(hold_value, floor(hold_value::numeric * NEW.amount / hold_amount)::integer) ELSE 0 END;
		ELSE
			NEW.value_cents := 0;
		END IF;
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
