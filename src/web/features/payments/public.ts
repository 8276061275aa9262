// The payments feature's one door: what other features and infrastructure use; everything else stays inside.
export { openCheckout } from './lib/open-checkout.ts'
