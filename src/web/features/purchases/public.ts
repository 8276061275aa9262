// The purchases feature's one door: what other features and infrastructure use; everything else stays inside.
export { verifyPromptPayment } from './api/verify-prompt-payment.ts'
export { PurchaseButton } from './components/purchase-button.tsx'
export { usePromptAccess } from './api/get-prompt-access.ts'
