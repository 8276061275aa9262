import type { Db } from '../../db/client.ts'
import { userPromptCustomizations } from '../../db/schema/library.ts'
import { AppError } from '../../lib/errors.ts'
import { ownsTemplate } from '../purchases/public.ts'
import type { SavedCustomization } from '../../../shared/customization/customization-input.ts'
import { toSavedCustomization } from './customization-row.ts'
import { promptName } from './get-customization.ts'
import type { CustomizationContent } from './update-customization.ts'

/** POST /api/customizations: saves a customisation of a prompt the caller owns (spec 6). */
export async function createCustomization(
  db: Db,
  { userId, promptId, content }: { userId: string; promptId: string; content: CustomizationContent },
): Promise<SavedCustomization> {
  if (!(await ownsTemplate(db, { userId, templateId: promptId })))
    throw new AppError('not_owned', 'Only prompts you bought can be customised', 403)
  const [row] = await db
    .insert(userPromptCustomizations)
    .values({ userId, promptId, ...content, version: 1 })
    .returning()
  return toSavedCustomization(row, await promptName(db, promptId))
}
