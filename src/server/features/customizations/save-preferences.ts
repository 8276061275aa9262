import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userAiPreferences } from '../../db/schema/library.ts'
import type { Preferences } from '../../../shared/customization/preferences.ts'
import { toPreferences } from './get-preferences.ts'

/** PUT /api/preferences: one row per user, upserted (spec 7). Pronouns are what the member typed, or null. */
export async function savePreferences(
  db: Db,
  { userId, preferences }: { userId: string; preferences: Preferences },
): Promise<Preferences> {
  const values = { ...preferences }
  const [row] = await db
    .insert(userAiPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userAiPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning()
  return toPreferences(row)
}
