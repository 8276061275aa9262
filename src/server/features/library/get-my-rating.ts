import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptRatings } from '../../db/schema/library.ts'
import type { MyRating } from '../../../shared/library/rating-input.ts'

/** The caller's own rating of a prompt, or null. */
export async function getMyRating(db: Db, { userId, promptId }: { userId: string; promptId: string }) {
  const [row] = await db
    .select()
    .from(promptRatings)
    .where(and(eq(promptRatings.userId, userId), eq(promptRatings.promptId, promptId)))
  if (!row) return null
  const rating: MyRating = {
    stars: row.stars,
    review: row.review,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
  return rating
}
