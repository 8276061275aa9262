import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/payments.ts'
import { contactMessages } from '../../db/schema/support.ts'
import { AppError } from '../../lib/errors.ts'
import { contactMessageInput } from '../../../shared/support/contact.ts'
import type { z } from 'zod'

export type ContactMessageValues = z.output<typeof contactMessageInput>
export type StoredContactMessage = typeof contactMessages.$inferSelect

/**
 * Stores a message of the contact form. A filled-in honeypot is a robot: it is told the message was sent, and
 * nothing is stored. A member's order must be one of their own; a visitor can only type a reference.
 */
export async function createContactMessage(
  db: Db,
  opts: { userId: string | null; values: ContactMessageValues },
): Promise<StoredContactMessage | null> {
  const { values } = opts
  if (values.website?.trim()) return null
  if (values.orderId) {
    if (!opts.userId) throw new AppError('validation_failed', 'Sign in to choose one of your orders', 400)
    const [own] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, values.orderId), eq(orders.userId, opts.userId)))
    if (!own) throw new AppError('validation_failed', 'Please choose one of your orders', 400)
  }
  const [row] = await db
    .insert(contactMessages)
    .values({
      userId: opts.userId,
      name: values.name,
      email: values.email,
      topic: values.topic,
      message: values.message,
      orderId: values.orderId ?? null,
      orderReference: values.orderId ? null : values.orderReference || null,
    })
    .returning()
  return row!
}
