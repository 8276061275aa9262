import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contactMessages, contactReplies } from '../../db/schema/support.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from './record-audit.ts'

/** Stores an admin's answer with the message and audits it; the e-mail goes out after commit (notifyContactReply). */
export async function replyToContactMessage(db: Db, opts: { adminId: string; id: string; body: string }) {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, opts.id))
    if (!message) throw new AppError('not_found', 'Message not found', 404)
    const [reply] = await tx
      .insert(contactReplies)
      .values({ messageId: message.id, adminId: opts.adminId, body: opts.body })
      .returning()
    await recordAudit(tx, {
      adminId: opts.adminId,
      action: 'contact-message.reply',
      target: message.id,
      details: { replyId: reply!.id, email: message.email },
    })
    return { message, reply: reply! }
  })
}
