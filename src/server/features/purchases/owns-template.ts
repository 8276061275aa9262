import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'

/** Spec 7: access exists if any completed purchase row exists for the user and prompt. */
export async function ownsTemplate(db: Db, { userId, templateId }: { userId: string; templateId: string }) {
  const [row] = await db
    .select({ id: promptPurchases.id })
    .from(promptPurchases)
    .where(
      and(
        eq(promptPurchases.userId, userId),
        eq(promptPurchases.promptId, templateId),
        eq(promptPurchases.status, 'completed'),
      ),
    )
    .limit(1)
  return Boolean(row)
}
