import type { Db } from '../../db/client.ts'
import { applyLedgerEntry, type LedgerEntry, type LedgerResult } from './apply-ledger-entry.ts'

/** Adds credits (purchase, bonus, code, refund...). A repeated key is a no-op. */
export async function grantCredits(db: Db, entry: LedgerEntry): Promise<LedgerResult> {
  if (entry.amount <= 0) throw new Error('grantCredits takes a positive amount')
  return applyLedgerEntry(db, entry)
}
