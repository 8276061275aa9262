import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { wishlistItems } from '../../db/schema/wishlist.ts'
import { AppError } from '../../lib/errors.ts'

/**
 * PUT /api/wishlist/:templateId: saves a template on sale for later. Saving it again changes nothing; a template
 * the member already owns is not wished for (409: it is in their library).
 */
export async function addToWishlist(db: Db, { userId, templateId }: { userId: string; templateId: string }) {
  const [template] = await db
    .select({ id: promptTemplates.id })
    .from(promptTemplates)
    .where(and(eq(promptTemplates.id, templateId), eq(promptTemplates.status, 'active')))
  if (!template) throw new AppError('not_found', 'Prompt not found', 404)
  const [owned] = await db
    .select({ id: promptPurchases.id })
    .from(promptPurchases)
    .where(
      and(
        eq(promptPurchases.userId, userId),
        eq(promptPurchases.promptId, templateId),
        eq(promptPurchases.status, 'completed'),
      ),
    )
    .limit(1)
  if (owned) throw new AppError('already_owned', 'You already own this template: it is in My Library.', 409)
  await db.insert(wishlistItems).values({ userId, templateId }).onConflictDoNothing()
  return { templateId, wished: true }
}
