import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators } from '../../db/schema/creators.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import type { PublicTemplate } from '../../../shared/catalog/public-template.ts'
import { publicColumns, toPublicTemplate } from '../catalog/public.ts'

/** An approved creator's active templates by name (public fields only); empty for anyone else. */
export async function listCreatorTemplates(db: Db, handle: string): Promise<{ items: PublicTemplate[] }> {
  const t = promptTemplates
  const rows = await db
    .select(publicColumns)
    .from(t)
    .innerJoin(creators, eq(creators.id, t.creatorId))
    .where(
      and(eq(creators.handle, handle.toLowerCase()), eq(creators.status, 'approved'), eq(t.status, 'active')),
    )
    .orderBy(asc(t.name), asc(t.id))
    .limit(500)
  return { items: rows.map(toPublicTemplate) }
}
