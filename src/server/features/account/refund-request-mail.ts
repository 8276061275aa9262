import type { Mail } from '../mail/public.ts'

/** The buyer's notice that their money-back request waits for a person. */
export function refundRequestMail(opts: { to: string; name: string; item: string; appUrl: string }): Mail {
  return {
    to: opts.to,
    subject: `We received your refund request: ${opts.item}`,
    text: [
      `Hi ${opts.name},`,
      '',
      `We received your request for a refund of ${opts.item}.`,
      'Someone from our team will review it and e-mail you the outcome.',
      `Your orders: ${opts.appUrl}/account`,
      '',
      'PromptMarket',
    ].join('\n'),
  }
}
