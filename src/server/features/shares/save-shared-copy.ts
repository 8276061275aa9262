import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { SessionUser } from '../../app-env.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { userPromptCustomizations } from '../../db/schema/library.ts'
import { customizationShares } from '../../db/schema/shares.ts'
import { AppError } from '../../lib/errors.ts'
import { toSavedCustomization } from '../customizations/public.ts'
import { shareMessages } from '../../../shared/shares/share-input.ts'
import type { SavedCustomization } from '../../../shared/customization/customization-input.ts'
import { sharedWith } from './shared-access.ts'
import { isUuid } from './share-ids.ts'

const c = userPromptCustomizations
const s = customizationShares

/**
 * POST /api/shares/with-me/:shareId/copy: the recipient's own customisation with the shared content, as it is
 * now. It is theirs to edit and delete; it does not give them the template (that still takes a purchase).
 */
export async function saveSharedCopy(
  db: Db,
  { me, shareId }: { me: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>; shareId: string },
): Promise<SavedCustomization> {
  const [source] = isUuid(shareId)
    ? await db
        .select({ row: c, promptName: promptTemplates.name })
        .from(s)
        .innerJoin(c, eq(c.id, s.customizationId))
        .leftJoin(promptTemplates, eq(promptTemplates.id, c.promptId))
        .where(and(eq(s.id, shareId), sharedWith(me)))
    : []
  if (!source) throw new AppError('not_found', shareMessages.shareNotFound, 404)
  const { promptId, customizationData, generatedPrompt, title, summary } = source.row
  const [copy] = await db
    .insert(c)
    .values({ userId: me.id, promptId, customizationData, generatedPrompt, title, summary, version: 1 })
    .returning()
  return toSavedCustomization(copy, source.promptName)
}
