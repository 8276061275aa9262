import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { shareLinks } from '../../db/schema/shares.ts'
import { AppError } from '../../lib/errors.ts'
import { isUuid } from './share-ids.ts'

/** DELETE /api/share-links/:id: the link stops working at once. Owner only. */
export async function revokeShareLink(db: Db, { ownerId, linkId }: { ownerId: string; linkId: string }) {
  const [row] = isUuid(linkId)
    ? await db
        .update(shareLinks)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(shareLinks.id, linkId), eq(shareLinks.ownerId, ownerId), isNull(shareLinks.revokedAt)))
        .returning({ id: shareLinks.id })
    : []
  if (!row) throw new AppError('not_found', 'Share link not found', 404)
}
