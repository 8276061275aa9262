// The wheel feature's one door: what other features and infrastructure use; everything else stays inside.
export { wheelSecret } from './claim-token.ts'
export { redeemWheelClaim } from './redeem-wheel-claim.ts'
export { spinThrottle } from './spin-wheel.ts'
