import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptRatings } from '../../db/schema/library.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { tierOf } from '../../../shared/catalog/tiers.ts'
import type { LibraryItem } from '../../../shared/library/library-item.ts'
import { pendingUpdates } from './pending-updates.ts'

const t = promptTemplates
const p = promptPurchases
// The version an owner holds when it is older than the one on sale: their card shows what they have.
const v = templateVersions

/** GET /api/library: the caller's completed purchases with template summaries, newest first. */
export async function getLibrary(db: Db, { userId }: { userId: string }): Promise<LibraryItem[]> {
  // Lifetime access: a template that was later archived stays in the library of those who bought it.
  const rows = await db
    .select({
      purchaseId: p.id,
      promptId: p.promptId,
      purchaseMethod: p.purchaseMethod,
      purchasedAt: p.createdAt,
      id: t.id,
      slug: t.slug,
      staticPage: t.staticPage,
      name: sql<string>`coalesce(${v.content}->>'name', ${t.name})`,
      description: sql<string>`coalesce(${v.content}->>'description', ${t.description})`,
      howToUse: sql<string>`coalesce(${v.content}->>'howToUse', ${t.howToUse})`,
      tier: t.tier,
      category: t.category,
      questionCount: sql<number>`jsonb_array_length(coalesce(${v.content}->'questions', ${t.questions}))`,
      ownedVersion: p.templateVersion,
      currentVersion: t.currentVersion,
      stars: promptRatings.stars,
      review: promptRatings.review,
      ratedAt: promptRatings.updatedAt,
    })
    .from(p)
    .innerJoin(t, eq(t.id, p.promptId))
    .leftJoin(
      v,
      and(
        eq(v.templateId, p.promptId),
        eq(v.version, p.templateVersion),
        ne(p.templateVersion, t.currentVersion),
        inArray(v.status, ['published', 'retired']),
      ),
    )
    .leftJoin(promptRatings, and(eq(promptRatings.userId, p.userId), eq(promptRatings.promptId, p.promptId)))
    .where(and(eq(p.userId, userId), eq(p.status, 'completed')))
    .orderBy(desc(p.createdAt), desc(p.id))
  const updates = await pendingUpdates(db, rows)

  return rows.map((r) => ({
    purchaseId: r.purchaseId,
    promptId: r.promptId,
    purchaseMethod: r.purchaseMethod,
    purchasedAt: new Date(r.purchasedAt).toISOString(),
    template: {
      id: r.id,
      slug: r.slug,
      staticPage: r.staticPage,
      name: r.name,
      description: r.description,
      howToUse: r.howToUse,
      tier: tierOf(r.tier),
      category: categoryOf(r.category).name,
      categoryKey: categoryOf(r.category).key,
      questionCount: Number(r.questionCount),
    },
    myRating:
      r.stars === null
        ? null
        : { stars: r.stars, review: r.review, updatedAt: new Date(r.ratedAt!).toISOString() },
    update: updates.get(r.promptId) ?? null,
  }))
}
