import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { wishlistItems } from '../../db/schema/wishlist.ts'

/**
 * Takes a template off a member's wishlist: DELETE /api/wishlist/:templateId (removing it twice is fine), and
 * inside every purchase's transaction (a bought template is no longer wished for).
 */
export async function removeFromWishlist(
  db: Db,
  { userId, templateId }: { userId: string; templateId: string },
) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.templateId, templateId)))
  return { templateId, wished: false }
}
