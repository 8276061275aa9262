import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators } from '../../db/schema/creators.ts'
import { AppError } from '../../lib/errors.ts'

/**
 * The signed-in member's creator row: identity from the session, never the request. A suspended creator still sees
 * what they earned; a member who is not an approved (or suspended) creator is refused.
 */
export async function findMyCreator(db: Db, userId: string) {
  const [creator] = await db
    .select({
      id: creators.id,
      country: creators.country,
      displayName: creators.displayName,
      status: creators.status,
    })
    .from(creators)
    .where(and(eq(creators.userId, userId), inArray(creators.status, ['approved', 'suspended'])))
  if (!creator) throw new AppError('not_a_creator', 'This page is for creators', 403)
  return creator
}
