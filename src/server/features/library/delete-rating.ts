import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptRatings } from '../../db/schema/library.ts'
import { AppError } from '../../lib/errors.ts'

/** Deletes the caller's own rating of a prompt; nobody else's can be reached. */
export async function deleteRating(db: Db, { userId, promptId }: { userId: string; promptId: string }) {
  const deleted = await db
    .delete(promptRatings)
    .where(and(eq(promptRatings.userId, userId), eq(promptRatings.promptId, promptId)))
    .returning({ id: promptRatings.id })
  if (!deleted.length) throw new AppError('not_found', 'Rating not found', 404)
}
