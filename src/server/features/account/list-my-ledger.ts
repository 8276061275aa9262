import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { ledgerTypeLabel, type LedgerEntry } from '../../../shared/account/orders.ts'

/** The caller's credit ledger, newest first, as a readable history. */
export async function listMyLedger(db: Db, opts: { userId: string }): Promise<LedgerEntry[]> {
  const rows = await db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, opts.userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.balanceAfter))
    .limit(500)
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    type: r.transactionType,
    label: ledgerTypeLabel[r.transactionType] ?? r.transactionType,
    description: r.description,
    balanceAfter: r.balanceAfter,
    createdAt: r.createdAt.toISOString(),
  }))
}
