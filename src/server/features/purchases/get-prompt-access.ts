import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/errors.ts'
import { ownsTemplate } from './owns-template.ts'

/** What the purchase button needs: whether the caller owns the prompt, and its prices from the database. */
export async function getPromptAccess(db: Db, { userId, promptId }: { userId: string; promptId: string }) {
  const [template] = await db
    .select({
      id: promptTemplates.id,
      name: promptTemplates.name,
      status: promptTemplates.status,
      creditsCost: promptTemplates.creditsCost,
      priceCents: promptTemplates.priceCents,
    })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, promptId))
    .limit(1)
  const owned = await ownsTemplate(db, { userId, templateId: promptId })
  // Bought prompts stay available for life, even once withdrawn from sale.
  if (!template || (template.status !== 'active' && !owned))
    throw new AppError('not_found', 'Prompt not found', 404)
  return {
    promptId: template.id,
    name: template.name,
    owned,
    creditsCost: template.creditsCost,
    priceCents: template.priceCents,
  }
}
