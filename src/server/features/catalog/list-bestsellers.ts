import { and, count, desc, asc, eq, gte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { bestsellerRule } from '../../../shared/catalog/storefront.ts'

/** The real best sellers: the most completed purchases of active prompts, above a minimum; none without sales. */
export async function listBestsellers(db: Db): Promise<{ ids: string[] }> {
  const sold = count(promptPurchases.id)
  const rows = await db
    .select({ id: promptPurchases.promptId, sold })
    .from(promptPurchases)
    .innerJoin(
      promptTemplates,
      and(eq(promptTemplates.id, promptPurchases.promptId), eq(promptTemplates.status, 'active')),
    )
    .where(eq(promptPurchases.status, 'completed'))
    .groupBy(promptPurchases.promptId)
    .having(gte(sold, bestsellerRule.minPurchases))
    .orderBy(desc(sold), asc(promptPurchases.promptId))
    .limit(bestsellerRule.top)
  return { ids: rows.map((r) => r.id) }
}
