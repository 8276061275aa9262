import { like } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'

/** The slug itself, or the slug with the first free number (-2, -3, ...) when a template already has that id. */
export async function freeTemplateId(db: Db, slug: string) {
  const taken = new Set(
    (
      await db
        .select({ id: promptTemplates.id })
        .from(promptTemplates)
        .where(like(promptTemplates.id, `${slug}%`))
    ).map((r) => r.id),
  )
  if (!taken.has(slug)) return slug
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`
}
