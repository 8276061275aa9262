import { and, desc, eq, gte, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptRatings } from '../../db/schema/library.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { Review } from '../../../shared/catalog/storefront.ts'
import { AppError } from '../../lib/errors.ts'
import { verifiedBuyerRating } from './get-store-stats.ts'

/** Reviews of one active prompt (by id or slug) from verified buyers, newest first. */
export async function listReviews(db: Db, { idOrSlug, limit }: { idOrSlug: string; limit: number }) {
  const [template] = await db
    .select({ id: promptTemplates.id })
    .from(promptTemplates)
    .where(
      and(
        eq(promptTemplates.status, 'active'),
        or(eq(promptTemplates.id, idOrSlug), eq(promptTemplates.slug, idOrSlug)),
      ),
    )
    .limit(1)
  if (!template) throw new AppError('not_found', 'Prompt not found', 404)
  return { items: await selectReviews(db, eq(promptRatings.promptId, template.id), limit) }
}

/** Testimonials: the newest written reviews of four or five stars by verified buyers, of any active prompt. */
export async function listTestimonials(db: Db, { limit }: { limit: number }) {
  const written = and(
    isNotNull(promptRatings.review),
    ne(sql`btrim(${promptRatings.review})`, ''),
    gte(promptRatings.stars, 4),
  )!
  return { items: await selectReviews(db, written, limit) }
}

async function selectReviews(db: Db, where: SQL, limit: number): Promise<Review[]> {
  const rows = await db
    .select({
      id: promptRatings.id,
      promptId: promptRatings.promptId,
      promptName: promptTemplates.name,
      stars: promptRatings.stars,
      text: promptRatings.review,
      fullName: profiles.fullName,
      createdAt: promptRatings.createdAt,
    })
    .from(promptRatings)
    .innerJoin(
      promptTemplates,
      and(eq(promptTemplates.id, promptRatings.promptId), eq(promptTemplates.status, 'active')),
    )
    .leftJoin(profiles, eq(profiles.userId, promptRatings.userId))
    .where(and(where, verifiedBuyerRating))
    .orderBy(desc(promptRatings.createdAt), desc(promptRatings.id))
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    promptId: r.promptId,
    promptName: r.promptName,
    stars: r.stars,
    text: r.text?.trim() || null,
    author: shortName(r.fullName),
    createdAt: new Date(r.createdAt).toISOString(),
  }))
}

/** First name and last initial only: reviews are public, surnames are not. */
export function shortName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return 'Verified buyer'
  return parts.length > 1 ? `${parts[0]} ${parts.at(-1)![0].toUpperCase()}.` : parts[0]
}
