import type { Deps } from '../../app-env.ts'
import type { Mail } from '../mail/public.ts'
import type { decideReview } from './decide-review.ts'

type Decided = Awaited<ReturnType<typeof decideReview>>

/** The review's outcome, to the creator's account address: live with its link, or the reasons to fix. */
export function reviewDecisionMail(opts: {
  decided: Decided & { recipient: { email: string; name: string } }
  appUrl: string
  supportEmail?: string
}): Mail {
  const { version, template, recipient } = opts.decided
  const url = (path: string) => new URL(path, `${opts.appUrl}/`).href
  const page = template.staticPage
    ? `/prompts/${template.slug}`
    : `/prompt/${encodeURIComponent(template.id)}`
  const approved = version.status === 'published'
  const name = version.content.name
  return {
    to: recipient.email,
    ...(opts.supportEmail ? { replyTo: opts.supportEmail } : {}),
    subject: approved ? `${name} is live on PromptMarket` : `${name} needs changes before it goes live`,
    text: [
      `Hi ${recipient.name},`,
      '',
      ...(approved
        ? [
            version.version > 1
              ? `Good news: version ${version.version} of ${name} is approved and is now the one on sale.`
              : `Good news: ${name} is approved and is now on sale.`,
            '',
            `See it in the store: ${url(page)}`,
          ]
        : [
            `Thank you for submitting ${name}. We cannot publish it as it stands:`,
            '',
            version.reviewReasons ?? '',
            '',
            `Make the changes in your studio (${url('/studio')}) and submit it again.`,
          ]),
      '',
      'PromptMarket',
    ].join('\n'),
  }
}

/** After the decision committed: the e-mail to the creator. Answers whether it left; never throws. */
export async function notifyReviewDecision(deps: Pick<Deps, 'env' | 'mail'>, decided: Decided) {
  const { recipient } = decided
  if (!recipient) return false
  try {
    await deps.mail.send(
      reviewDecisionMail({
        decided: { ...decided, recipient },
        appUrl: deps.env.APP_URL,
        supportEmail: deps.env.SUPPORT_EMAIL,
      }),
    )
    return true
  } catch (err) {
    console.error(`version ${decided.version.id}: review e-mail failed:`, (err as Error).message)
    return false
  }
}
