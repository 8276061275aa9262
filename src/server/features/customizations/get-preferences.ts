import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userAiPreferences } from '../../db/schema/library.ts'
import type { Preferences } from '../../../shared/customization/preferences.ts'

/** GET /api/preferences: the caller's base AI preferences, or null before the first save. */
export async function getPreferences(db: Db, { userId }: { userId: string }): Promise<Preferences | null> {
  const [row] = await db.select().from(userAiPreferences).where(eq(userAiPreferences.userId, userId))
  if (!row) return null
  return toPreferences(row)
}

export const toPreferences = (row: typeof userAiPreferences.$inferSelect): Preferences =>
  ({
    toneOfVoice: row.toneOfVoice,
    aiRole: row.aiRole,
    outputFormat: row.outputFormat,
    culturalContext: row.culturalContext,
    userIdentityName: row.userIdentityName,
    userIdentityPronouns: row.userIdentityPronouns,
  }) as Preferences
