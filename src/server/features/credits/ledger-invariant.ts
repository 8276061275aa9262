import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

export type InvariantBreach = { userId: string; balance: number; ledgerSum: number }

/** Every user whose balance differs from the sum of their ledger rows, or is negative. Empty means healthy. */
export async function ledgerInvariant(db: Db): Promise<InvariantBreach[]> {
  const rows = await queryRows<{ user_id: string; balance: number; ledger_sum: number }>(
    db,
    sql`
    SELECT p.user_id, p.balance, COALESCE(l.total, 0)::int AS ledger_sum
    FROM profiles p
    LEFT JOIN (SELECT user_id, SUM(amount) AS total FROM credit_transactions GROUP BY user_id) l ON l.user_id = p.user_id
    WHERE p.balance <> COALESCE(l.total, 0) OR p.balance < 0`,
  )
  return rows.map((r) => ({
    userId: r.user_id,
    balance: Number(r.balance),
    ledgerSum: Number(r.ledger_sum),
  }))
}
