import type { Db } from '../../db/client.ts'
import { securityEvents } from '../../db/schema/activity.ts'
import type { SecurityEventType } from '../../../shared/auth/auth-messages.ts'

export type SecurityEventInput = {
  type: SecurityEventType
  userId?: string | null
  ip?: string | null
  userAgent?: string | null
  details?: Record<string, unknown>
  /** When it happened; tests pass their own clock. */
  at?: Date
}

/** One row in the security log. `details.source` says who reported it: the server itself or a browser. */
export async function recordSecurityEvent(db: Db, event: SecurityEventInput) {
  await db.insert(securityEvents).values({
    type: event.type,
    userId: event.userId ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 512) ?? null,
    details: event.details ?? {},
    createdAt: event.at ?? new Date(),
  })
}
