import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { adminAudit } from '../../db/schema/activity.ts'
import { user } from '../../db/schema/auth.ts'
import type { AuditItem, ListAuditQuery } from '../../../shared/admin/audit.ts'

/** The admin audit log, newest first, with who did it; `before` pages back through older rows. */
export async function listAudit(db: Db, query: ListAuditQuery) {
  const where: SQL[] = []
  if (query.target) where.push(eq(adminAudit.target, query.target))
  if (query.action) where.push(eq(adminAudit.action, query.action))
  if (query.before) where.push(lt(adminAudit.createdAt, new Date(query.before)))
  const rows = await db
    .select({
      id: adminAudit.id,
      adminId: adminAudit.adminId,
      adminEmail: user.email,
      action: adminAudit.action,
      target: adminAudit.target,
      details: adminAudit.details,
      createdAt: adminAudit.createdAt,
    })
    .from(adminAudit)
    .leftJoin(user, eq(user.id, adminAudit.adminId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(query.limit + 1)
  const items: AuditItem[] = rows.slice(0, query.limit).map((r) => ({
    ...r,
    adminEmail: r.adminEmail ?? null,
    createdAt: r.createdAt.toISOString(),
  }))
  return { items, nextBefore: rows.length > query.limit ? (items.at(-1)?.createdAt ?? null) : null }
}
