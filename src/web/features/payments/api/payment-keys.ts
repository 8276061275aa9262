import type { OrderKind } from '../../../../shared/payments/order-kind.ts'

// The payments feature's query keys.
export const paymentKeys = {
  packageBadges: ['credit-package-badges'] as const,
  localCheckout: (sessionId: string) => ['local-checkout', sessionId] as const,
  verification: (kind: OrderKind, sessionId: string) => ['payment-verification', kind, sessionId] as const,
}
