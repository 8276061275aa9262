import { findPackage } from '../../../shared/credits/packages.ts'
import { moneyBackDays } from '../../../shared/admin/orders.ts'

/** What an order bought, in words. */
export function orderItem(
  o: { kind: string; packageId: string | null; promptId: string | null; credits: number },
  promptName?: string | null,
) {
  if (o.kind === 'prompt') return promptName ?? o.promptId ?? 'Prompt'
  const pack = findPackage(o.packageId ?? '')?.name ?? 'Credit package'
  return o.kind === 'gift' ? `Gift card: ${o.credits} credits` : `${pack}: ${o.credits} credits`
}

/** The end of the money-back period of a paid order. */
export const refundableUntil = (completedAt: Date | null) =>
  completedAt ? new Date(completedAt.getTime() + moneyBackDays * 86_400_000) : null
