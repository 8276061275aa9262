import type { creators } from '../../db/schema/creators.ts'
import type { CreatorStatus, MyCreatorApplication } from '../../../shared/creators/creator.ts'

/** A creators row as its member sees it (never who decided). */
export const toMyApplication = (row: typeof creators.$inferSelect): MyCreatorApplication => ({
  displayName: row.displayName,
  handle: row.handle,
  bio: row.bio,
  country: row.country,
  status: row.status as CreatorStatus,
  decisionReason: row.decisionReason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})
