import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { customizationVersions } from '../../db/schema/library.ts'
import type { CustomizationVersion } from '../../../shared/customization/customization-input.ts'
import { findOwnCustomization, toVersion } from './customization-row.ts'

/** GET /api/customizations/:id/versions: the earlier versions of the caller's own customisation, newest first. */
export async function listVersions(
  db: Db,
  { userId, id }: { userId: string; id: string },
): Promise<CustomizationVersion[]> {
  await findOwnCustomization(db, { userId, id })
  const rows = await db
    .select()
    .from(customizationVersions)
    .where(eq(customizationVersions.customizationId, id))
    .orderBy(desc(customizationVersions.version))
  return rows.map(toVersion)
}
