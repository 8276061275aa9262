import type { Mail } from '../mail/public.ts'
import type { ShareNotice } from './share-customization.ts'

// Tells the recipient what was shared and where to find it; the prompt itself stays behind sign-in.
export function shareMail(opts: { notice: ShareNotice; ownerName: string; appUrl: string }): Mail {
  const { notice, ownerName, appUrl } = opts
  const where = notice.hasAccount
    ? [`Find it under 'Shared with me' in My Library: ${appUrl}/dashboard`]
    : [
        'Create your free PromptMarket account with this e-mail address and it will be waiting for you',
        `under 'Shared with me' in My Library: ${appUrl}/signup`,
      ]
  return {
    to: notice.to,
    subject: `${ownerName} shared a prompt with you: ${notice.title}`,
    text: [
      'Hi,',
      '',
      `${ownerName} shared a customized prompt with you on PromptMarket:`,
      '',
      `  ${notice.title}`,
      '',
      ...where,
      '',
      'You can view it, copy it, export it, open it in your AI model or save a copy of your own.',
      '',
      'PromptMarket',
    ].join('\n'),
  }
}
