import { desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import type { StudioTemplateSummary } from '../../../shared/studio/studio-template.ts'
import { toSummary } from './studio-template-row.ts'

/** The creator's own templates with their latest version, most recently changed first. */
export async function listStudioTemplates(db: Db, creatorId: string): Promise<StudioTemplateSummary[]> {
  const rows = await db.select().from(promptTemplates).where(eq(promptTemplates.creatorId, creatorId))
  if (rows.length === 0) return []
  const versions = await db
    .select()
    .from(templateVersions)
    .where(
      inArray(
        templateVersions.templateId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(templateVersions.version))
  const latest = new Map<string, (typeof versions)[number]>()
  for (const v of versions) if (!latest.has(v.templateId)) latest.set(v.templateId, v)
  return rows
    .map((r) => toSummary(r, latest.get(r.id)))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name))
}
