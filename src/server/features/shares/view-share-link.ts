import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { userPromptCustomizations } from '../../db/schema/library.ts'
import { shareLinks } from '../../db/schema/shares.ts'
import { AppError } from '../../lib/errors.ts'
import { shareMessages } from '../../../shared/shares/share-input.ts'
import type { SharedCustomization } from '../../../shared/shares/shared-customization.ts'
import { sharedColumns, toSharedCustomization } from './shared-customization-row.ts'
import { hashShareToken, isShareToken } from './share-ids.ts'

const c = userPromptCustomizations

/**
 * GET /api/shared/:token: the title, summary and generated prompt behind a link, for any signed-in member.
 * A token that never existed is 404 not_found; a real one that was revoked or has expired says so (decision
 * 0011): telling those apart helps only someone who already holds a real token.
 */
export async function viewShareLink(db: Db, { token }: { token: string }): Promise<SharedCustomization> {
  const [row] = isShareToken(token)
    ? await db
        .select({ ...sharedColumns, revokedAt: shareLinks.revokedAt, expiresAt: shareLinks.expiresAt })
        .from(shareLinks)
        .innerJoin(c, eq(c.id, shareLinks.customizationId))
        .innerJoin(user, eq(user.id, c.userId))
        .leftJoin(promptTemplates, eq(promptTemplates.id, c.promptId))
        .where(eq(shareLinks.tokenHash, hashShareToken(token)))
    : []
  if (!row) throw new AppError('not_found', shareMessages.linkNotFound, 404)
  if (row.revokedAt) throw new AppError('share_link_revoked', shareMessages.linkRevoked, 404)
  if (row.expiresAt && new Date(row.expiresAt) <= new Date())
    throw new AppError('share_link_expired', shareMessages.linkExpired, 404)
  return toSharedCustomization(row)
}
