// The credits feature's one door: what other features and infrastructure use; everything else stays inside.
export { currentBalance } from './apply-ledger-entry.ts'
export { grantCredits } from './grant-credits.ts'
export { ledgerInvariant } from './ledger-invariant.ts'
export { spendCredits } from './spend-credits.ts'
