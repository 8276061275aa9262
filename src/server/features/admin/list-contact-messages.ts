import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { contactMessages, contactReplies } from '../../db/schema/support.ts'
import { orderNumber } from '../../../shared/account/orders.ts'
import {
  contactTopicLabel,
  type ContactMessageItem,
  type ContactStatus,
  type ContactTopic,
} from '../../../shared/support/contact.ts'

/** Contact-form messages, newest first, optionally only open or closed ones, each with the replies sent. */
export async function listContactMessages(
  db: Db,
  opts: { status?: ContactStatus; limit: number },
): Promise<{ items: ContactMessageItem[] }> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(opts.status ? eq(contactMessages.status, opts.status) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(opts.limit)
  const ids = rows.map((r) => r.id)
  const replies = ids.length
    ? await db
        .select({ reply: contactReplies, adminEmail: user.email })
        .from(contactReplies)
        .leftJoin(user, eq(user.id, contactReplies.adminId))
        .where(inArray(contactReplies.messageId, ids))
        .orderBy(asc(contactReplies.createdAt))
    : []
  return {
    items: rows.map((m) => ({
      id: m.id,
      userId: m.userId,
      name: m.name,
      email: m.email,
      topic: m.topic as ContactTopic,
      topicLabel: contactTopicLabel(m.topic),
      message: m.message,
      orderId: m.orderId,
      orderNumber: m.orderId ? orderNumber(m.orderId) : null,
      orderReference: m.orderReference,
      status: m.status as ContactStatus,
      createdAt: m.createdAt.toISOString(),
      closedAt: m.closedAt?.toISOString() ?? null,
      replies: replies
        .filter((r) => r.reply.messageId === m.id)
        .map((r) => ({
          id: r.reply.id,
          body: r.reply.body,
          adminEmail: r.adminEmail,
          createdAt: r.reply.createdAt.toISOString(),
        })),
    })),
  }
}
