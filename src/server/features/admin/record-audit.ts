import type { Db } from '../../db/client.ts'
import { adminAudit } from '../../db/schema/activity.ts'

export type AuditEntry = {
  /** The admin's user id, or 'cli' for the command line. */
  adminId: string
  action: string
  target?: string | null
  details?: Record<string, unknown>
}

/** One row of admin_audit (who, what, when); written in the same transaction as the action it records. */
export async function recordAudit(db: Db, entry: AuditEntry) {
  const [row] = await db
    .insert(adminAudit)
    .values({
      adminId: entry.adminId,
      action: entry.action,
      target: entry.target ?? null,
      details: entry.details ?? {},
    })
    .returning({ id: adminAudit.id, createdAt: adminAudit.createdAt })
  return row!
}
