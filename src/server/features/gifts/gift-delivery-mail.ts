import type { Mail } from '../mail/public.ts'
import { giftRedeemPath } from '../../../shared/gifts/gift-redeem-path.ts'

/** The recipient's e-mail: who sent it, how much, their message, the code and the link that redeems it. */
export function giftDeliveryMail(opts: {
  to: string
  recipientName: string
  giverName: string
  credits: number
  message: string
  code: string
  appUrl: string
}): Mail {
  const link = opts.appUrl + giftRedeemPath(opts.code)
  const message = opts.message.trim()
  return {
    to: opts.to,
    subject: `${opts.giverName} sent you a PromptMarket gift card: ${opts.credits} credits`,
    text: [
      `Hi ${opts.recipientName},`,
      '',
      `${opts.giverName} sent you a PromptMarket gift card worth ${opts.credits} credits.`,
      ...(message ? ['', `Their message:`, ...message.split('\n').map((line) => `> ${line}`)] : []),
      '',
      `Your gift code: ${opts.code}`,
      '',
      'Redeem it here (create a free account or sign in, and the credits are yours):',
      link,
      '',
      'Credits buy prompt templates on PromptMarket. The code can be used once and never expires.',
    ].join('\n'),
  }
}
