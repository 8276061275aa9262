import { and, desc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { session } from '../../db/schema/auth.ts'
import type { ActiveSession } from '../../../shared/account/settings.ts'

/** The caller's unexpired sessions, newest activity first; tokens never leave the server. */
export async function listSessions(db: Db, opts: { userId: string; currentSessionId: string | null }) {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, opts.userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt))
  return rows.map((s): ActiveSession => ({
    id: s.id,
    current: s.id === opts.currentSessionId,
    userAgent: s.userAgent,
    ipAddress: s.ipAddress,
    createdAt: s.createdAt.toISOString(),
    lastActiveAt: s.updatedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
  }))
}
