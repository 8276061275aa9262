import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators } from '../../db/schema/creators.ts'
import type { MyCreatorApplication } from '../../../shared/creators/creator.ts'
import { toMyApplication } from './my-application.ts'

/** The member's creator application, or null when they have not applied. */
export async function getMyApplication(db: Db, userId: string): Promise<MyCreatorApplication | null> {
  const [row] = await db.select().from(creators).where(eq(creators.userId, userId))
  return row ? toMyApplication(row) : null
}
