import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from './record-audit.ts'

export type Role = 'user' | 'admin'

/** Grants or withdraws the admin role by e-mail (npm run admin -- grant|revoke <email>), with an audit row. */
export async function setUserRole(db: Db, { email, role, by }: { email: string; role: Role; by: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
      .returning({ id: user.id, email: user.email, role: user.role })
    if (!row) throw new AppError('not_found', `No account with the e-mail ${email.trim()}`, 404)
    await recordAudit(tx, {
      adminId: by,
      action: role === 'admin' ? 'role.grant' : 'role.revoke',
      target: row.id,
      details: { email: row.email },
    })
    return row
  })
}
