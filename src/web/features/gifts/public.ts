// The gifts feature's one door: what other features and infrastructure use; everything else stays inside.
export { verifyGiftPayment } from './api/verify-gift-payment.ts'
export { GiftCardsList } from './components/gift-cards-list.tsx'
