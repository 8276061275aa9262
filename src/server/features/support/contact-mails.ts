import type { Mail } from '../mail/public.ts'
import { orderNumber } from '../../../shared/account/orders.ts'
import { contactTopicLabel } from '../../../shared/support/contact.ts'
import type { StoredContactMessage } from './create-contact-message.ts'

/** The shop's copy of a contact message; replying to it answers the sender. */
export function contactMessageMail(opts: {
  to: string
  message: StoredContactMessage
  appUrl: string
}): Mail {
  const m = opts.message
  const order = m.orderId ? orderNumber(m.orderId) : m.orderReference
  return {
    to: opts.to,
    replyTo: m.email,
    subject: `Contact form: ${contactTopicLabel(m.topic)} from ${m.name}`,
    text: [
      `From: ${m.name} <${m.email}>${m.userId ? ' (member)' : ' (visitor)'}`,
      `Topic: ${contactTopicLabel(m.topic)}`,
      ...(order ? [`Order: ${order}`] : []),
      '',
      m.message,
      '',
      `Answer by replying to this e-mail, or in the admin console: ${opts.appUrl}/admin/messages`,
    ].join('\n'),
  }
}
