import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import type { StudioTemplate } from '../../../shared/studio/studio-template.ts'
import { notFound, readStudioTemplate } from './studio-template-row.ts'

/** One of the creator's templates in the editor, with the linter's findings; another creator's is not found. */
export async function getStudioTemplate(
  db: Db,
  { creatorId, templateId }: { creatorId: string; templateId: string },
): Promise<StudioTemplate> {
  const [row] = await db
    .select()
    .from(promptTemplates)
    .where(and(eq(promptTemplates.id, templateId), eq(promptTemplates.creatorId, creatorId)))
    .limit(1)
  if (!row) throw notFound()
  return readStudioTemplate(db, row)
}
