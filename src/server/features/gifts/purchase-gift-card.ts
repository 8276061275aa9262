import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { findPackage } from '../../../shared/credits/packages.ts'
import type { PurchaseGiftCardBody } from '../../../shared/gifts/purchase-gift-card-body.ts'
import { deliveryDateProblem } from '../../../shared/gifts/gift-calendar.ts'
import { giftDeliveries } from '../../db/schema/gifts.ts'
import { type PaymentProvider, startCheckout } from '../payments/public.ts'

export const giftCardMismatchMessage =
  'This gift card does not match the credit package. Please refresh and try again.'

/**
 * purchase-gift-card: a checkout for a gift card worth one credit package. Credits and price come from the package;
 * a body that names different ones is refused rather than trusted or silently corrected. With a recipient, the card
 * is e-mailed to them on a Sydney calendar date from today to a year ahead.
 */
export async function purchaseGiftCard(
  db: Db,
  opts: {
    provider: PaymentProvider
    appUrl: string
    userId: string
    email?: string
    body: PurchaseGiftCardBody
    now?: Date
  },
) {
  const { body } = opts
  const recipient = body.recipient
  const pkg = findPackage(body.packageId)
  if (!pkg) throw new AppError('validation_failed', 'Please choose a credit package', 400)
  if (body.credits !== pkg.credits || Math.round(body.priceAud * 100) !== pkg.priceCents)
    throw new AppError('package_mismatch', giftCardMismatchMessage, 400)
  const dateProblem = recipient && deliveryDateProblem(recipient.deliverOn, opts.now ?? new Date())
  if (dateProblem) throw new AppError('invalid_delivery_date', dateProblem, 400)
  const { url } = await startCheckout(db, {
    provider: opts.provider,
    appUrl: opts.appUrl,
    userId: opts.userId,
    customerEmail: opts.email,
    kind: 'gift',
    packageId: pkg.id,
    credits: pkg.credits,
    amountCents: pkg.priceCents,
    item: {
      name: `Gift card: ${pkg.credits} credits (${pkg.name})`,
      description: 'A PromptMarket gift code',
    },
    failureMessage: 'Failed to create gift card purchase. Please try again.',
    // The recipient is kept with the order; fulfilment schedules the delivery (gift-order.ts).
    withOrder: recipient
      ? async (tx, orderId) => {
          await tx.insert(giftDeliveries).values({
            orderId,
            giverId: opts.userId,
            recipientName: recipient.name,
            recipientEmail: recipient.email,
            message: recipient.message,
            deliverOn: recipient.deliverOn,
          })
        }
      : undefined,
  })
  return { sessionUrl: url }
}
