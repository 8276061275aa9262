import { and, eq, sum } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators } from '../../db/schema/creators.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/errors.ts'
import type { CreatorProfile } from '../../../shared/creators/creator.ts'

/**
 * An approved creator's public profile by handle. Sales and rating add up the figures the database keeps on their
 * active templates (completed purchases; verified buyers' ratings, decision 0029): null when there are none.
 */
export async function getCreatorProfile(db: Db, handle: string): Promise<CreatorProfile> {
  const [creator] = await db
    .select()
    .from(creators)
    .where(and(eq(creators.handle, handle.toLowerCase()), eq(creators.status, 'approved')))
  if (!creator) throw new AppError('not_found', 'Creator not found', 404)
  const t = promptTemplates
  const [figures] = await db
    .select({ sales: sum(t.salesCount), ratingSum: sum(t.ratingSum), ratingCount: sum(t.ratingCount) })
    .from(t)
    .where(and(eq(t.creatorId, creator.id), eq(t.status, 'active')))
  const sales = Number(figures?.sales ?? 0)
  const ratingCount = Number(figures?.ratingCount ?? 0)
  return {
    handle: creator.handle,
    displayName: creator.displayName,
    bio: creator.bio,
    memberSince: creator.createdAt.toISOString(),
    sales: sales > 0 ? sales : null,
    rating:
      ratingCount > 0
        ? { average: Math.round((Number(figures!.ratingSum) / ratingCount) * 10) / 10, count: ratingCount }
        : null,
  }
}
