import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { activeTemplateWhere } from './active-template-where.ts'
import { sampleOutputs } from '../../db/schema/sample-outputs.ts'
import { AppError } from '../../lib/errors.ts'
import type { PublicSampleOutput } from '../../../shared/catalog/sample-output.ts'

/** The published sample outputs of one active template, newest answer first, with their provenance. */
export async function listPublishedSamples(
  db: Db,
  idOrSlug: string,
): Promise<{ items: PublicSampleOutput[] }> {
  const [template] = await db
    .select({ id: promptTemplates.id })
    .from(promptTemplates)
    .where(activeTemplateWhere(idOrSlug))
    .limit(1)
  if (!template) throw new AppError('not_found', 'Prompt not found', 404)
  const rows = await db
    .select()
    .from(sampleOutputs)
    .where(and(eq(sampleOutputs.promptId, template.id), eq(sampleOutputs.status, 'published')))
    .orderBy(desc(sampleOutputs.producedOn), desc(sampleOutputs.publishedAt))
    .limit(20)
  return {
    items: rows.map((r) => ({
      id: r.id,
      modelName: r.modelName,
      producedOn: r.producedOn,
      output: r.output,
      publishedAt: (r.publishedAt ?? r.createdAt).toISOString(),
    })),
  }
}
