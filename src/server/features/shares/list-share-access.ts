import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { customizationShares, shareLinks } from '../../db/schema/shares.ts'
import { findOwnCustomization } from '../customizations/public.ts'
import type { ShareAccess, ShareLinkSummary } from '../../../shared/shares/shared-customization.ts'
import { toShareAccess } from './share-customization.ts'
import { toShareLinkSummary } from './create-share-link.ts'

/** GET /api/customizations/:id/shares: who has access (live shares) and the links not yet revoked. Owner only. */
export async function listShareAccess(
  db: Db,
  { ownerId, customizationId }: { ownerId: string; customizationId: string },
): Promise<{ shares: ShareAccess[]; links: ShareLinkSummary[] }> {
  await findOwnCustomization(db, { userId: ownerId, id: customizationId })
  const [shares, links] = await Promise.all([
    db
      .select()
      .from(customizationShares)
      .where(
        and(eq(customizationShares.customizationId, customizationId), isNull(customizationShares.revokedAt)),
      )
      .orderBy(desc(customizationShares.createdAt)),
    db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.customizationId, customizationId), isNull(shareLinks.revokedAt)))
      .orderBy(desc(shareLinks.createdAt)),
  ])
  const now = new Date()
  return { shares: shares.map(toShareAccess), links: links.map((l) => toShareLinkSummary(l, now)) }
}
