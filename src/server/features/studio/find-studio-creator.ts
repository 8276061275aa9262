import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators } from '../../db/schema/creators.ts'
import { AppError } from '../../lib/errors.ts'

/** The id of the member's approved creator row; anyone else is refused (403), a suspended creator with their own reason. */
export async function findStudioCreator(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: creators.id, status: creators.status })
    .from(creators)
    .where(eq(creators.userId, userId))
    .limit(1)
  if (row?.status === 'suspended')
    throw new AppError('creator_suspended', 'Your creator account is suspended. Please contact us.', 403)
  if (row?.status !== 'approved')
    throw new AppError(
      'not_a_creator',
      'The studio is for approved creators. Apply to become one on the Prompt Builder page.',
      403,
    )
  return row.id
}
