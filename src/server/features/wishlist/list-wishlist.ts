import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { wishlistItems } from '../../db/schema/wishlist.ts'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { tierOf } from '../../../shared/catalog/tiers.ts'
import type { WishlistItem } from '../../../shared/wishlist/wishlist-item.ts'

const t = promptTemplates

/** GET /api/wishlist: the caller's saved templates with their summaries, newest first. */
export async function listWishlist(db: Db, { userId }: { userId: string }): Promise<WishlistItem[]> {
  const rows = await db
    .select({
      templateId: wishlistItems.templateId,
      addedAt: wishlistItems.createdAt,
      id: t.id,
      slug: t.slug,
      staticPage: t.staticPage,
      name: t.name,
      description: t.description,
      tier: t.tier,
      category: t.category,
      creditsCost: t.creditsCost,
      priceCents: t.priceCents,
      status: t.status,
    })
    .from(wishlistItems)
    .innerJoin(t, eq(t.id, wishlistItems.templateId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.templateId))
  return rows.map((r) => ({
    templateId: r.templateId,
    addedAt: new Date(r.addedAt).toISOString(),
    template: {
      id: r.id,
      slug: r.slug,
      staticPage: r.staticPage,
      name: r.name,
      description: r.description,
      tier: tierOf(r.tier),
      category: categoryOf(r.category).name,
      categoryKey: categoryOf(r.category).key,
      creditsCost: r.creditsCost,
      priceCents: r.priceCents,
      onSale: r.status === 'active',
    },
  }))
}
