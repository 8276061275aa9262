import type { OrderKind } from '../../../../shared/payments/order-kind.ts'
import { verifyCreditPayment } from '../api/verify-credit-payment.ts'
import { verifyPromptPayment } from '../../purchases/public.ts'
import { verifyGiftPayment } from '../../gifts/public.ts'

export type VerifiedPayment = {
  success: boolean
  credits?: number
  balance?: number
  promptId?: string | null
  giftCode?: string | null
  /** A gift card for a person: who gets it by e-mail, and on which (Sydney) date. */
  delivery?: { recipientName: string; recipientEmail: string; deliverOn: string } | null
}

// The success page's verify call per checkout type (spec 7). A new order kind adds its call here.
export const paymentVerifiers: Record<OrderKind, (sessionId: string) => Promise<VerifiedPayment>> = {
  credits: verifyCreditPayment,
  prompt: verifyPromptPayment,
  gift: verifyGiftPayment,
}

/** Spec 2: type is credits by default. */
export const paymentType = (value: string | null): OrderKind =>
  value === 'gift' || value === 'prompt' ? value : 'credits'

/** Spec 4: a failed gift or credits payment goes back to /credits, a prompt purchase to /browse. */
export const failurePath = (type: OrderKind) => (type === 'prompt' ? '/browse' : '/credits')
