import type { Db } from '../../db/client.ts'
import { applyLedgerEntry, type LedgerEntry, type LedgerResult } from './apply-ledger-entry.ts'

/** Takes credits; AppError('insufficient_credits', 422) when the balance does not cover it. A repeated key is a no-op. */
export async function spendCredits(
  db: Db,
  entry: Omit<LedgerEntry, 'type' | 'amount'> & { amount: number; type?: LedgerEntry['type'] },
): Promise<LedgerResult> {
  if (entry.amount <= 0) throw new Error('spendCredits takes a positive amount')
  return applyLedgerEntry(db, { ...entry, type: entry.type ?? 'spend', amount: -entry.amount })
}
