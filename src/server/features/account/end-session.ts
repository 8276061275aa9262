import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { session } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/errors.ts'

/** Signs out one of the caller's own sessions (another device); someone else's is 404. */
export async function endSession(db: Db, opts: { userId: string; sessionId: string }) {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, opts.sessionId), eq(session.userId, opts.userId)))
    .returning({ id: session.id })
  if (ended.length === 0) throw new AppError('not_found', 'Session not found', 404)
  return { ended: true }
}
