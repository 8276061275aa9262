import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { creators } from '../../db/schema/creators.ts'
import {
  creatorCountryLabel,
  type CreatorApplicationItem,
  type CreatorStatus,
} from '../../../shared/creators/creator.ts'
import { toMyApplication } from '../creators/public.ts'

/** Creator applications, pending first (oldest waiting first), then the rest newest first; never the house creator. */
export async function listCreatorApplications(
  db: Db,
  opts: { status?: CreatorStatus; limit: number },
): Promise<{ items: CreatorApplicationItem[] }> {
  const rows = await db
    .select({ creator: creators, email: user.email })
    .from(creators)
    .leftJoin(user, eq(user.id, creators.userId))
    .where(
      opts.status
        ? sql`${isNotNull(creators.userId)} AND ${eq(creators.status, opts.status)}`
        : isNotNull(creators.userId),
    )
    .orderBy(
      sql`CASE WHEN ${creators.status} = 'pending' THEN 0 ELSE 1 END`,
      sql`CASE WHEN ${creators.status} = 'pending' THEN ${creators.updatedAt} END ASC`,
      desc(creators.updatedAt),
      asc(creators.id),
    )
    .limit(opts.limit)
  return {
    items: rows.map(({ creator, email }) => ({
      ...toMyApplication(creator),
      id: creator.id,
      userId: creator.userId,
      email,
      countryLabel: creatorCountryLabel(creator.country),
      termsVersion: creator.termsVersion,
      termsAcceptedAt: creator.termsAcceptedAt.toISOString(),
    })),
  }
}
