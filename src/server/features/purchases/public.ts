// The purchases feature's one door: what other features and infrastructure use; everything else stays inside.
export { ownsTemplate } from './owns-template.ts'
export { purchaseWithCredits } from './purchase-with-credits.ts'
