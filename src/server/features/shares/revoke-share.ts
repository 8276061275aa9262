import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { customizationShares } from '../../db/schema/shares.ts'
import { AppError } from '../../lib/errors.ts'
import { shareMessages } from '../../../shared/shares/share-input.ts'
import { isUuid } from './share-ids.ts'

/** DELETE /api/shares/:id: the owner takes access away; the recipient's next request no longer finds it. */
export async function revokeShare(db: Db, { ownerId, shareId }: { ownerId: string; shareId: string }) {
  const [row] = isUuid(shareId)
    ? await db
        .update(customizationShares)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(customizationShares.id, shareId),
            eq(customizationShares.ownerId, ownerId),
            isNull(customizationShares.revokedAt),
          ),
        )
        .returning({ id: customizationShares.id })
    : []
  if (!row) throw new AppError('not_found', shareMessages.shareNotFound, 404)
}
