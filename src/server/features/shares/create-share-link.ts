import type { Db } from '../../db/client.ts'
import { shareLinks } from '../../db/schema/shares.ts'
import { findOwnCustomization } from '../customizations/public.ts'
import type { CreatedShareLink, ShareLinkSummary } from '../../../shared/shares/shared-customization.ts'
import { assertShareAllowed } from './share-throttle.ts'
import { hashShareToken, newShareToken } from './share-ids.ts'

const dayMs = 24 * 60 * 60 * 1000

/** POST /api/customizations/:id/share-links: a read-only link; its address is shown this once and never stored. */
export async function createShareLink(
  db: Db,
  {
    ownerId,
    customizationId,
    expiresInDays,
    appUrl,
  }: { ownerId: string; customizationId: string; expiresInDays: number | null; appUrl: string },
): Promise<CreatedShareLink> {
  await findOwnCustomization(db, { userId: ownerId, id: customizationId })
  await assertShareAllowed(db, { ownerId })
  const token = newShareToken()
  const [row] = await db
    .insert(shareLinks)
    .values({
      tokenHash: hashShareToken(token),
      customizationId,
      ownerId,
      expiresAt: expiresInDays ? new Date(Date.now() + expiresInDays * dayMs) : null,
    })
    .returning()
  return { ...toShareLinkSummary(row, new Date()), url: `${appUrl}/shared/${token}` }
}

export const toShareLinkSummary = (row: typeof shareLinks.$inferSelect, now: Date): ShareLinkSummary => ({
  id: row.id,
  createdAt: new Date(row.createdAt).toISOString(),
  expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
  status: row.expiresAt && new Date(row.expiresAt) <= now ? 'expired' : 'active',
})
