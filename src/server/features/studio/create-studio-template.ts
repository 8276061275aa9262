import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import { freeTemplateId, templateColumns } from '../admin/public.ts'
import { slugify } from '../../../shared/catalog/slugify.ts'
import type { TemplateContentValues } from '../../../shared/admin/template-input.ts'
import type { CreateStudioTemplateValues } from '../../../shared/studio/studio-input.ts'
import type { StudioTemplate } from '../../../shared/studio/studio-template.ts'
import { readStudioTemplate, storedContent } from './studio-template-row.ts'

/**
 * A creator's new template: a prompt_templates row with status 'draft' (invisible to every public read) owned by
 * the caller's creator row, and version 1 as a draft, in one transaction. The id and slug come from the name;
 * prices from the tier, as the console's create does.
 */
export async function createStudioTemplate(
  db: Db,
  { creatorId, values }: { creatorId: string; values: CreateStudioTemplateValues },
): Promise<StudioTemplate> {
  const content: TemplateContentValues = {
    name: values.name,
    description: '',
    howToUse: '',
    category: values.category,
    tier: values.tier,
    masterPrompt: '',
    questions: [],
    detail: null,
    promptLines: {},
  }
  const base = slugify(values.name) || 'template'
  // A lost race for the same id or slug (another create, or a slug an admin gave another template) tries again.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = await freeTemplateId(
          tx,
          attempt === 0 ? base : `${base.slice(0, 110)}-${randomBytes(3).toString('hex')}`,
        )
        const [row] = await tx
          .insert(promptTemplates)
          .values({
            id: slug,
            ...templateColumns({ ...content, slug, status: 'draft', staticPage: false, priceOverride: null }),
            creatorId,
          })
          .returning()
        await tx
          .insert(templateVersions)
          .values({ templateId: slug, version: 1, status: 'draft', content: storedContent(content) })
        return readStudioTemplate(tx, row!)
      })
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue
      throw err
    }
  }
}
