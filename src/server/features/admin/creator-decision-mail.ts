import type { Deps } from '../../app-env.ts'
import type { Mail } from '../mail/public.ts'
import type { decideCreatorApplication } from './decide-creator-application.ts'

type Decided = Awaited<ReturnType<typeof decideCreatorApplication>>

/** The decision on a creator application, to the applicant's account address. */
export function creatorDecisionMail(opts: { decided: Decided; appUrl: string; supportEmail?: string }): Mail {
  const { creator, applicant } = opts.decided
  const builder = new URL('/prompt-builder', `${opts.appUrl}/`).href
  const approved = creator.status === 'approved'
  return {
    to: applicant.email,
    ...(opts.supportEmail ? { replyTo: opts.supportEmail } : {}),
    subject: approved ? 'You are now a PromptMarket creator' : 'Your PromptMarket creator application',
    text: [
      `Hi ${applicant.name},`,
      '',
      ...(approved
        ? [
            `Good news: your application to sell on PromptMarket as ${creator.displayName} (@${creator.handle}) is approved.`,
            '',
            `Your creator page: ${new URL(`/creators/${creator.handle}`, `${opts.appUrl}/`).href}`,
          ]
        : [
            `Thank you for applying to sell on PromptMarket as ${creator.displayName} (@${creator.handle}). We cannot approve the application as it stands:`,
            '',
            creator.decisionReason ?? '',
            '',
            `You are welcome to apply again from ${builder} once that is addressed.`,
          ]),
      '',
      'PromptMarket',
    ].join('\n'),
  }
}

/** After the decision committed: the e-mail to the applicant. Answers whether it left; never throws. */
export async function notifyCreatorDecision(deps: Pick<Deps, 'env' | 'mail'>, decided: Decided) {
  try {
    await deps.mail.send(
      creatorDecisionMail({ decided, appUrl: deps.env.APP_URL, supportEmail: deps.env.SUPPORT_EMAIL }),
    )
    return true
  } catch (err) {
    console.error(`creator ${decided.creator.id}: decision e-mail failed:`, (err as Error).message)
    return false
  }
}
