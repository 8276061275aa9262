import type { Deps } from '../../app-env.ts'
import type { Mail } from '../mail/public.ts'
import { contactTopicLabel } from '../../../shared/support/contact.ts'
import type { replyToContactMessage } from './reply-to-contact-message.ts'

type Replied = Awaited<ReturnType<typeof replyToContactMessage>>

/**
 * The answer to a contact message, to the address the sender typed. Their message is not quoted: anyone can type
 * someone else's address, and our mail must not carry a stranger's words to it.
 */
export function contactReplyMail(opts: { replied: Replied; supportEmail?: string }): Mail {
  const { message, reply } = opts.replied
  return {
    to: message.email,
    ...(opts.supportEmail ? { replyTo: opts.supportEmail } : {}),
    subject: `Re: ${contactTopicLabel(message.topic)} (your message to PromptMarket)`,
    text: [
      `Hi ${message.name},`,
      '',
      reply.body,
      '',
      'PromptMarket support',
      '',
      `This answers the message about "${contactTopicLabel(message.topic)}" sent from our contact form on ${message.createdAt.toUTCString()}.`,
    ].join('\n'),
  }
}

/** After the reply committed: the e-mail to the sender. Answers whether it left; never throws. */
export async function notifyContactReply(deps: Pick<Deps, 'env' | 'mail'>, replied: Replied) {
  try {
    await deps.mail.send(contactReplyMail({ replied, supportEmail: deps.env.SUPPORT_EMAIL }))
    return true
  } catch (err) {
    console.error(`reply ${replied.reply.id}: e-mail failed:`, (err as Error).message)
    return false
  }
}
