import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import { queryRows } from '../../db/query-rows.ts'

export type TransactionType =
  | 'purchase'
  | 'spend'
  | 'gift_redeem'
  | 'master_redeem'
  | 'referral_bonus'
  | 'wheel_bonus'
  | 'refund'
  | 'admin_adjustment'
  // A model run: credits held when it starts, and the part it did not use returned when it ends (decision 0032).
  | 'model_run'
  | 'model_run_refund'

export type LedgerEntry = {
  userId: string
  amount: number
  type: TransactionType
  description: string
  /** What the entry is about (order id, template id, code id...). */
  referenceId?: string
  /** Unique per effect: a second entry with the same key changes nothing. */
  key: string
}

export type LedgerResult = { applied: boolean; balance: number }

// One statement moves the balance and writes its ledger row; the conditional update can never go below zero,
// and the savepoint undoes the move when the idempotency key was already used.
export async function applyLedgerEntry(db: Db, entry: LedgerEntry): Promise<LedgerResult> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0)
    throw new Error('ledger amount must be a non-zero integer')
  try {
    return await db.transaction(async (sp) => {
      const [row] = await queryRows<{ balance_after: number }>(
        sp,
        sql`
        WITH upd AS (
          UPDATE profiles SET balance = balance + ${entry.amount}, updated_at = now()
          WHERE user_id = ${entry.userId} AND balance + ${entry.amount} >= 0
          RETURNING balance
        )
        INSERT INTO credit_transactions
          (user_id, amount, transaction_type, description, reference_id, idempotency_key, balance_after)
        SELECT ${entry.userId}, ${entry.amount}, ${entry.type}, ${entry.description}, ${entry.referenceId ?? null},
               ${entry.key}, upd.balance
        FROM upd
        RETURNING balance_after`,
      )
      if (row) return { applied: true, balance: Number(row.balance_after) }
      const balance = await currentBalance(sp, entry.userId)
      if (balance === null) throw new AppError('not_found', 'Account not found', 404)
      throw new AppError(
        'insufficient_credits',
        `You need at least ${-entry.amount} credit(s) for this action`,
        422,
      )
    })
  } catch (err) {
    if (!isUniqueViolation(err, 'credit_transactions_idempotency_key_unique')) throw err
    return { applied: false, balance: (await currentBalance(db, entry.userId)) ?? 0 }
  }
}

export async function currentBalance(db: Db, userId: string): Promise<number | null> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`SELECT balance FROM profiles WHERE user_id = ${userId}`,
  )
  return row ? Number(row.balance) : null
}
