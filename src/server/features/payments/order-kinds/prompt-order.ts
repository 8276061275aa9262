import { and, eq } from 'drizzle-orm'
import { promptTemplates } from '../../../db/schema/catalog.ts'
import { userPromptCustomizations } from '../../../db/schema/library.ts'
import { promptPurchases } from '../../../db/schema/purchases.ts'
import { removeFromWishlist } from '../../wishlist/public.ts'
import { recordSaleEarning, reverseSaleEarning } from '../../earnings/public.ts'
import { wholeRefund, type OrderKindModule } from './order-kind-module.ts'

/** A one-time prompt purchase: the buyer owns the template for life. */
export const promptOrder: OrderKindModule = {
  describe: (order, promptName) => promptName ?? order.promptId ?? 'Prompt',
  checkoutLabel: (order, promptName) =>
    promptName ? `${promptName} (one-time purchase)` : order.promptId ? 'Prompt template' : 'Purchase',

  // If they came to own it by another path meanwhile (credits, a second checkout), the unique index keeps one
  // purchase row and we log the double payment.
  async fulfil(tx, order) {
    if (!order.promptId) throw new Error(`prompt order ${order.id} has no prompt id`)
    const [template] = await tx
      .select({ name: promptTemplates.name, currentVersion: promptTemplates.currentVersion })
      .from(promptTemplates)
      .where(eq(promptTemplates.id, order.promptId))
    const inserted = await tx
      .insert(promptPurchases)
      .values({
        userId: order.userId,
        promptId: order.promptId,
        purchaseMethod: 'direct',
        status: 'completed',
        orderId: order.id,
        // The version on sale when the payment lands is the one they keep (decision 0035); null for the house's.
        templateVersion: template?.currentVersion ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: promptPurchases.id })
    await removeFromWishlist(tx, { userId: order.userId, templateId: order.promptId })
    // The money was taken even when it doubles an ownership (a refund reverses it): the creator's share goes with it.
    await recordSaleEarning(tx, {
      templateId: order.promptId,
      saleCents: order.amountCents,
      method: 'direct',
      orderId: order.id,
    })
    if (inserted.length === 0)
      console.warn(
        `order ${order.id} paid for prompt ${order.promptId} that user ${order.userId} already owns; refund it`,
      )
    return {
      userId: order.userId,
      item: `${template?.name ?? order.promptId} (prompt template, lifetime access)`,
      details: ['Open it from My Library to customise it for you.'],
    }
  },

  // The buyer has saved no customisation of the prompt.
  async isUnspent(tx, order) {
    const [saved] = await tx
      .select({ id: userPromptCustomizations.id })
      .from(userPromptCustomizations)
      .where(
        and(
          eq(userPromptCustomizations.userId, order.userId),
          eq(userPromptCustomizations.promptId, order.promptId ?? ''),
        ),
      )
      .limit(1)
    return !saved
  },

  // Only the access this order gave: ownership bought another way stays.
  async reverse(tx, order) {
    await tx
      .update(promptPurchases)
      .set({ status: 'refunded' })
      .where(and(eq(promptPurchases.orderId, order.id), eq(promptPurchases.status, 'completed')))
    await reverseSaleEarning(tx, { orderId: order.id })
    return wholeRefund(order)
  },

  takenBack: () => 'The prompt has been removed from your library.',
  changesBalance: false,
}
