import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { AppError } from '../../lib/errors.ts'
import { spendCredits, currentBalance } from '../credits/public.ts'
import { removeFromWishlist } from '../wishlist/public.ts'
import { recordSaleEarning } from '../earnings/public.ts'
import type { Fulfilment } from '../payments/public.ts'
import { findPurchasableTemplate } from './find-purchasable-template.ts'
import { ownsTemplate } from './owns-template.ts'

/**
 * purchase-prompt with credits: the cost from the template row, the spend and the ownership row in one
 * transaction. Already owned: nothing is charged. The buyer's profile row is locked first so two purchases
 * by the same member run one after the other and the second sees the first.
 */
export async function purchaseWithCredits(
  db: Db,
  { userId, promptId }: { userId: string; promptId: string },
) {
  return db.transaction(async (tx) => {
    const template = await findPurchasableTemplate(tx, promptId)
    const [profile] = await queryRows<{ balance: number }>(
      tx,
      sql`SELECT balance FROM profiles WHERE user_id = ${userId} FOR UPDATE`,
    )
    if (!profile) throw new AppError('not_found', 'Account not found', 404)
    if (await ownsTemplate(tx, { userId, templateId: template.id }))
      return { alreadyOwned: true, creditsUsed: 0, balance: Number(profile.balance), fulfilment: null }
    const purchaseId = randomUUID()
    const balance =
      template.creditsCost > 0
        ? (
            await spendCredits(tx, {
              userId,
              amount: template.creditsCost,
              description: `Bought ${template.name}`,
              referenceId: template.id,
              key: `purchase:${purchaseId}`,
            })
          ).balance
        : ((await currentBalance(tx, userId)) ?? 0)
    await tx.insert(promptPurchases).values({
      id: purchaseId,
      userId,
      promptId: template.id,
      purchaseMethod: 'credits',
      status: 'completed',
      creditsSpent: template.creditsCost,
      // The buyer keeps the version they paid for (decision 0035); null for the house's templates.
      templateVersion: template.currentVersion,
    })
    await removeFromWishlist(tx, { userId, templateId: template.id })
    if (template.creditsCost > 0) {
      // The credits' money value, set by the ledger's trigger from what this buyer paid (decision 0036).
      const [spend] = await queryRows<{ value_cents: number }>(
        tx,
        sql`SELECT value_cents FROM credit_transactions WHERE idempotency_key = ${`purchase:${purchaseId}`}`,
      )
      await recordSaleEarning(tx, {
        templateId: template.id,
        saleCents: -Number(spend?.value_cents ?? 0),
        method: 'credits',
        purchaseId,
      })
    }
    const fulfilment: Fulfilment = {
      userId,
      balance,
      item: `${template.name} (prompt template, lifetime access)`,
      details: [
        `Paid with ${template.creditsCost} credit(s).`,
        'Open it from My Library to customise it for you.',
      ],
    }
    return { alreadyOwned: false, creditsUsed: template.creditsCost, balance, fulfilment }
  })
}
