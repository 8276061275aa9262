import type { Db } from '../../db/client.ts'
import { searchAnalytics } from '../../db/schema/activity.ts'
import type { SearchType } from '../../../shared/search/search-bodies.ts'

/** Records one search analytics row (spec 3): the user comes from the session, never from the request. */
export async function logSearch(
  db: Db,
  opts: {
    userId: string | null
    query: string
    type: SearchType
    resultsCount: number
    selectedResultId?: string
  },
) {
  await db.insert(searchAnalytics).values({
    query: opts.query,
    type: opts.type,
    resultsCount: opts.resultsCount,
    selectedResultId: opts.selectedResultId ?? null,
    userId: opts.userId,
  })
}
