import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { SessionUser } from '../../app-env.ts'
import { user } from '../../db/schema/auth.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { userPromptCustomizations } from '../../db/schema/library.ts'
import { customizationShares } from '../../db/schema/shares.ts'
import { AppError } from '../../lib/errors.ts'
import { shareMessages } from '../../../shared/shares/share-input.ts'
import type { SharedWithMe } from '../../../shared/shares/shared-customization.ts'
import { sharedWith } from './shared-access.ts'
import { sharedColumns, toSharedCustomization } from './shared-customization-row.ts'
import { isUuid } from './share-ids.ts'

const s = customizationShares
const c = userPromptCustomizations

type Me = Pick<SessionUser, 'id' | 'email' | 'emailVerified'>

const sharedQuery = (db: Db, where: ReturnType<typeof and>) =>
  db
    .select({ ...sharedColumns, shareId: s.id, sharedAt: s.createdAt })
    .from(s)
    .innerJoin(c, eq(c.id, s.customizationId))
    .innerJoin(user, eq(user.id, s.ownerId))
    .leftJoin(promptTemplates, eq(promptTemplates.id, c.promptId))
    .where(where)

const toItem = (row: Awaited<ReturnType<typeof sharedQuery>>[number]): SharedWithMe => ({
  ...toSharedCustomization(row),
  shareId: row.shareId,
  sharedAt: new Date(row.sharedAt).toISOString(),
})

/** GET /api/shares/with-me: what other members shared with the caller and have not revoked, newest first. */
export async function listSharedWithMe(db: Db, { me }: { me: Me }): Promise<SharedWithMe[]> {
  const rows = await sharedQuery(db, sharedWith(me)).orderBy(desc(s.createdAt), desc(s.id))
  return rows.map(toItem)
}

/** GET /api/shares/with-me/:shareId: one of them; anything else (revoked, someone else's) is the same 404. */
export async function getSharedWithMe(db: Db, { me, shareId }: { me: Me; shareId: string }) {
  const [row] = isUuid(shareId) ? await sharedQuery(db, and(eq(s.id, shareId), sharedWith(me))) : []
  if (!row) throw new AppError('not_found', shareMessages.shareNotFound, 404)
  return toItem(row)
}
