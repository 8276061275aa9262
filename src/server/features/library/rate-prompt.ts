import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptRatings } from '../../db/schema/library.ts'
import { AppError } from '../../lib/errors.ts'
import { ownsTemplate } from '../purchases/public.ts'
import type { MyRating } from '../../../shared/library/rating-input.ts'

/** Rates an owned prompt (1 to 5 stars, optional review); rating again changes the one rating. */
export async function ratePrompt(
  db: Db,
  {
    userId,
    promptId,
    stars,
    review,
  }: { userId: string; promptId: string; stars: number; review: string | null },
): Promise<MyRating> {
  // Verified buyers only: no purchase, no rating.
  if (!(await ownsTemplate(db, { userId, templateId: promptId })))
    throw new AppError('not_owned', 'Only people who bought this prompt can rate it', 403)
  const [row] = await db
    .insert(promptRatings)
    .values({ userId, promptId, stars, review })
    .onConflictDoUpdate({
      target: [promptRatings.userId, promptRatings.promptId],
      set: { stars, review, updatedAt: sql`now()` },
    })
    .returning()
  return { stars: row.stars, review: row.review, updatedAt: new Date(row.updatedAt).toISOString() }
}
