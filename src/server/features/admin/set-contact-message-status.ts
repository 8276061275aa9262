import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contactMessages } from '../../db/schema/support.ts'
import { AppError } from '../../lib/errors.ts'
import type { ContactStatus } from '../../../shared/support/contact.ts'
import { recordAudit } from './record-audit.ts'

/** Closes a contact message, or opens it again; audited. Setting the status it already has changes nothing. */
export async function setContactMessageStatus(
  db: Db,
  opts: { adminId: string; id: string; status: ContactStatus },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, opts.id))
      .for('update')
    if (!current) throw new AppError('not_found', 'Message not found', 404)
    if (current.status === opts.status) return { id: current.id, status: opts.status, changed: false }
    const closing = opts.status === 'closed'
    await tx
      .update(contactMessages)
      .set({
        status: opts.status,
        closedAt: closing ? new Date() : null,
        closedBy: closing ? opts.adminId : null,
      })
      .where(eq(contactMessages.id, opts.id))
    await recordAudit(tx, {
      adminId: opts.adminId,
      action: closing ? 'contact-message.close' : 'contact-message.reopen',
      target: opts.id,
      details: { email: current.email },
    })
    return { id: current.id, status: opts.status, changed: true }
  })
}
