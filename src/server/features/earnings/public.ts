// The earnings feature's one door: what other features and infrastructure use; everything else stays inside.
export { recordSaleEarning } from './record-sale-earning.ts'
export { reverseSaleEarning } from './reverse-sale-earning.ts'
export { applyAccountUpdate } from './apply-account-update.ts'
export { createPayoutProvider } from './create-payout-provider.ts'
export { startPayoutRunner } from './payout-runner.ts'
export type { EarningsBalance } from './earnings-balance.ts'
export type { PayoutProvider } from './payout-provider.ts'
