import type { Db } from '../db/client.ts'
import { promptRatings } from '../db/schema/library.ts'
import { promptPurchases } from '../db/schema/purchases.ts'

// Sales per template by its number: many ties (and many without a sale), so paging must break them.
const salesPattern = [0, 3, 1, 0, 5, 2, 0, 1, 4, 0, 2, 1]

/**
 * Completed purchases and verified buyers' ratings for generated templates `gen-<from>` … (see
 * generate-templates.ts), deterministic: sales follow a pattern with ties, a third of the templates are rated by
 * 1 to 4 of their buyers, and some templates also have a refunded purchase, which must not count as a sale.
 * The figures on the templates come from the database's triggers, as for real purchases.
 */
export async function insertGeneratedActivity(db: Db, { count, from = 0 }: { count: number; from?: number }) {
  const purchases: (typeof promptPurchases.$inferInsert)[] = []
  const ratings: (typeof promptRatings.$inferInsert)[] = []
  for (let n = from; n < from + count; n++) {
    const promptId = `gen-${n}`
    // A hash of the number, so sales and ratings do not follow the generator's category and tier pattern.
    const h = Math.imul(n + 1, 2654435761) >>> 0
    const ratedBy = h % 3 === 0 ? (h % 4) + 1 : 0
    const sales = Math.max(salesPattern[(h >>> 4) % salesPattern.length]!, ratedBy)
    for (let j = 0; j < sales; j++)
      purchases.push({ userId: `gen-buyer-${j}`, promptId, purchaseMethod: 'credits', creditsSpent: 2 })
    if (n % 7 === 3)
      purchases.push({ userId: 'gen-refunded', promptId, purchaseMethod: 'direct', status: 'refunded' })
    for (let j = 0; j < ratedBy; j++)
      ratings.push({ userId: `gen-buyer-${j}`, promptId, stars: 1 + (((h >>> 8) + j * 3) % 5) })
  }
  for (let i = 0; i < purchases.length; i += 2000)
    await db.insert(promptPurchases).values(purchases.slice(i, i + 2000))
  for (let i = 0; i < ratings.length; i += 2000)
    await db.insert(promptRatings).values(ratings.slice(i, i + 2000))
}
