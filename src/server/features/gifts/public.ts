// The gifts feature's one door: what other features and infrastructure use; everything else stays inside.
export { createMasterCode } from './create-master-code.ts'
export { redeemCode } from './redeem-code.ts'
export { startGiftDeliveryRunner } from './gift-delivery-runner.ts'
