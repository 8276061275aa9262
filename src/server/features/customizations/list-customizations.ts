import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { userPromptCustomizations } from '../../db/schema/library.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import type { ListedCustomization } from '../../../shared/customization/customization-input.ts'
import { toSavedCustomization } from './customization-row.ts'

const c = userPromptCustomizations

/**
 * GET /api/customizations?promptId=: the caller's saved customisations, most recently saved first, each with
 * `canEdit`: whether the caller may load the prompt's questions (owner or admin), so a copy of someone
 * else's shared customisation is offered read-only instead of an editor that cannot load.
 */
export async function listCustomizations(
  db: Db,
  { userId, isAdmin = false, promptId }: { userId: string; isAdmin?: boolean; promptId?: string },
): Promise<ListedCustomization[]> {
  const where: SQL[] = [eq(c.userId, userId)]
  if (promptId) where.push(eq(c.promptId, promptId))
  const owned = exists(
    db
      .select({ one: sql`1` })
      .from(promptPurchases)
      .where(
        and(
          eq(promptPurchases.userId, c.userId),
          eq(promptPurchases.promptId, c.promptId),
          eq(promptPurchases.status, 'completed'),
        ),
      ),
  )
  const rows = await db
    .select({ row: c, promptName: promptTemplates.name, owned: sql<boolean>`${owned}` })
    .from(c)
    .leftJoin(promptTemplates, eq(promptTemplates.id, c.promptId))
    .where(and(...where))
    .orderBy(desc(c.updatedAt), desc(c.createdAt), desc(c.id))
  return rows.map((r) => ({
    ...toSavedCustomization(r.row, r.promptName),
    canEdit: Boolean(r.owned) || (isAdmin && r.promptName !== null),
  }))
}
