import { and, asc, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import type { LibraryUpdate } from '../../../shared/library/library-item.ts'

type Owned = { promptId: string; ownedVersion: number | null; currentVersion: number | null }

/** An owner waits for an update when the purchase records a version and a different one is on sale. */
export const hasPendingUpdate = (o: Owned): o is Owned & { ownedVersion: number; currentVersion: number } =>
  o.ownedVersion !== null && o.currentVersion !== null && o.ownedVersion !== o.currentVersion

/**
 * The update waiting for each owned template, keyed by template id: the versions between the owned one (exclusive)
 * and the one on sale (inclusive), their changelogs joined oldest first. One query for the whole library.
 */
export async function pendingUpdates(db: Db, owned: Owned[]): Promise<Map<string, LibraryUpdate>> {
  const waiting = owned.filter(hasPendingUpdate)
  const result = new Map<string, LibraryUpdate>()
  if (!waiting.length) return result
  const v = templateVersions
  const rows = await db
    .select({ templateId: v.templateId, version: v.version, changelog: v.changelog })
    .from(v)
    .where(
      and(
        inArray(v.status, ['published', 'retired']),
        or(
          ...waiting.map(
            (w) =>
              sql`(${v.templateId} = ${w.promptId} AND ${v.version} > ${w.ownedVersion} AND ${v.version} <= ${w.currentVersion})`,
          ),
        ),
      ),
    )
    .orderBy(asc(v.templateId), asc(v.version))
  for (const w of waiting)
    result.set(w.promptId, {
      fromVersion: w.ownedVersion,
      toVersion: w.currentVersion,
      changelog: joinChangelogs(rows.filter((r) => r.templateId === w.promptId)),
    })
  return result
}

/** Several versions' notes in order, each under its number when there is more than one. */
export function joinChangelogs(versions: { version: number; changelog: string }[]): string {
  const written = versions.filter((v) => v.changelog.trim() !== '')
  if (written.length <= 1) return written[0]?.changelog.trim() ?? ''
  return written.map((v) => `Version ${v.version}: ${v.changelog.trim()}`).join('\n\n')
}
