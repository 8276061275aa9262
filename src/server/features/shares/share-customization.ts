import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { customizationShares } from '../../db/schema/shares.ts'
import { AppError } from '../../lib/errors.ts'
import { findOwnCustomization } from '../customizations/public.ts'
import { shareMessages } from '../../../shared/shares/share-input.ts'
import type { ShareAccess } from '../../../shared/shares/shared-customization.ts'
import { assertShareAllowed } from './share-throttle.ts'

export type ShareNotice = { to: string; title: string; hasAccount: boolean }

/**
 * POST /api/customizations/:id/shares: the owner shares a saved customisation with an address, member or not.
 * Sharing again with the same address keeps the one live share (and sends no second e-mail).
 */
export async function shareCustomization(
  db: Db,
  {
    owner,
    customizationId,
    email,
  }: { owner: { id: string; email: string }; customizationId: string; email: string },
): Promise<{ share: ShareAccess; created: boolean; notice: ShareNotice | null }> {
  const customization = await findOwnCustomization(db, { userId: owner.id, id: customizationId })
  const recipientEmail = email.trim().toLowerCase()
  if (recipientEmail === owner.email.toLowerCase())
    throw new AppError('share_to_self', shareMessages.self, 422)

  const live = await findLiveShare(db, customizationId, recipientEmail)
  if (live) return { share: live, created: false, notice: null }

  await assertShareAllowed(db, { ownerId: owner.id })
  // Only a confirmed account is tied now; anyone else is matched by address once they confirm it.
  const [recipient] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${recipientEmail}`, eq(user.emailVerified, true)))
    .limit(1)
  const [row] = await db
    .insert(customizationShares)
    .values({ customizationId, ownerId: owner.id, recipientEmail, recipientId: recipient?.id ?? null })
    .onConflictDoNothing()
    .returning()
  // A concurrent share to the same address won the race: answer with that one.
  if (!row)
    return {
      share: (await findLiveShare(db, customizationId, recipientEmail))!,
      created: false,
      notice: null,
    }
  return {
    share: toShareAccess(row),
    created: true,
    notice: { to: recipientEmail, title: customization.title, hasAccount: Boolean(recipient) },
  }
}

async function findLiveShare(db: Db, customizationId: string, recipientEmail: string) {
  const [row] = await db
    .select()
    .from(customizationShares)
    .where(
      and(
        eq(customizationShares.customizationId, customizationId),
        eq(customizationShares.recipientEmail, recipientEmail),
        isNull(customizationShares.revokedAt),
      ),
    )
  return row ? toShareAccess(row) : null
}

export const toShareAccess = (row: typeof customizationShares.$inferSelect): ShareAccess => ({
  id: row.id,
  email: row.recipientEmail,
  sharedAt: new Date(row.createdAt).toISOString(),
})
