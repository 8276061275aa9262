import { and, avg, count, eq, exists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptRatings } from '../../db/schema/library.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { categories } from '../../../shared/catalog/categories.ts'
import type { StoreStats } from '../../../shared/catalog/storefront.ts'

/** Real figures for the home page: confirmed members, active prompts, categories and the buyers' rating. */
export async function getStoreStats(db: Db): Promise<StoreStats> {
  const [[members], [prompts], [rating]] = await Promise.all([
    db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(user, and(eq(user.id, profiles.userId), eq(user.emailVerified, true))),
    db.select({ n: count() }).from(promptTemplates).where(eq(promptTemplates.status, 'active')),
    db
      .select({ average: avg(promptRatings.stars), n: count() })
      .from(promptRatings)
      .where(verifiedBuyerRating),
  ])
  const ratingCount = Number(rating?.n ?? 0)
  return {
    members: Number(members?.n ?? 0),
    prompts: Number(prompts?.n ?? 0),
    categories: categories.length,
    rating:
      ratingCount > 0 ? { average: Math.round(Number(rating.average) * 10) / 10, count: ratingCount } : null,
  }
}

// A rating counts only when its author holds a completed purchase of that prompt.
export const verifiedBuyerRating = exists(
  sql`(SELECT 1 FROM ${promptPurchases} p WHERE p.user_id = ${promptRatings.userId} AND p.prompt_id = ${promptRatings.promptId} AND p.status = 'completed')`,
)
