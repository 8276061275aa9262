import { and, avg, count, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptRatings } from '../../db/schema/library.ts'
import { verifiedBuyerRating } from '../catalog/public.ts'

export type ProductFacts = {
  id: string
  slug: string
  staticPage: boolean
  name: string
  description: string
  category: string
  priceCents: number
  /** From verified buyers only; null when there are none. */
  rating: { average: number; count: number } | null
}

/** The public facts of an active prompt (by slug or id) for its page's head, or null. Never the goods. */
export async function findProduct(db: Db, idOrSlug: string): Promise<ProductFacts | null> {
  const t = promptTemplates
  const [row] = await db
    .select({
      id: t.id,
      slug: t.slug,
      staticPage: t.staticPage,
      name: t.name,
      description: t.description,
      category: t.category,
      priceCents: t.priceCents,
    })
    .from(t)
    .where(and(eq(t.status, 'active'), or(eq(t.slug, idOrSlug), eq(t.id, idOrSlug))))
    .limit(1)
  if (!row) return null
  const [rating] = await db
    .select({ average: avg(promptRatings.stars), n: count() })
    .from(promptRatings)
    .where(and(eq(promptRatings.promptId, row.id), verifiedBuyerRating))
  const n = Number(rating?.n ?? 0)
  return {
    ...row,
    rating: n > 0 ? { average: Math.round(Number(rating!.average) * 10) / 10, count: n } : null,
  }
}

/** The prompt's own address, as the web's paths.prompt builds it. */
export const productPath = (p: { id: string; slug: string; staticPage: boolean }) =>
  p.staticPage ? `/prompts/${p.slug}` : `/prompt/${encodeURIComponent(p.id)}`
