import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { tierOf } from '../../../shared/catalog/tiers.ts'
import type { AiRecommendation } from '../../../shared/search/ai-recommendation.ts'

const t = promptTemplates

/**
 * Ranked ids with their reasons, as recommendations: names, tiers and prices come from the table as it is now, and
 * a template that is no longer active drops out, whatever the ranker's index still held.
 */
export async function toRecommendations(
  db: Db,
  ranked: { id: string; reasoning: string; relevance: number }[],
): Promise<AiRecommendation[]> {
  if (ranked.length === 0) return []
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      description: t.description,
      tier: t.tier,
      creditsCost: t.creditsCost,
      priceCents: t.priceCents,
    })
    .from(t)
    .where(
      and(
        eq(t.status, 'active'),
        inArray(
          t.id,
          ranked.map((r) => r.id),
        ),
      ),
    )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ranked.flatMap((r) => {
    const row = byId.get(r.id)
    if (!row) return []
    return [
      {
        id: row.id,
        name: row.name,
        description: row.description,
        tier: tierOf(row.tier),
        credits_cost: row.creditsCost,
        price_aud: row.priceCents / 100,
        reasoning: r.reasoning,
        relevanceScore: Math.min(1, Math.max(0, Math.round(r.relevance * 100) / 100)),
      },
    ]
  })
}
