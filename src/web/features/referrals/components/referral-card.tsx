import { Users } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { paths } from '../../../config/paths.ts'
import { useMe } from '../../auth/public.ts'
import { referralCredits } from '../../../../shared/auth/referral.ts'
import { useBrowserValue } from '../../../lib/browser-value.ts'

/** My Library's referral card: the member code and a sign-up link that carries it (spec 2, 9). */
export function ReferralCard() {
  const { data: me, isPending } = useMe()
  const code = me?.memberCode
  // The server does not know the address the member uses: the path alone until the app has the page.
  const origin = useBrowserValue(() => window.location.origin, '')
  const link = code ? `${origin}${paths.signup({ ref: code })}` : ''
  return (
    <Card className="p-5" role="region" aria-labelledby="referral-heading">
      <h2 id="referral-heading" className="flex items-center gap-2 font-semibold">
        <Users aria-hidden className="size-4 text-brand-600" /> Refer a friend
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        When a friend signs up with your code and confirms their e-mail, you both get {referralCredits} free
        credits.
      </p>
      {isPending || !code ? (
        <div className="mt-3 h-20 animate-pulse rounded-lg bg-slate-100" aria-hidden />
      ) : (
        <dl className="mt-3 space-y-3">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Your member code</dt>
            <dd className="mt-1 flex items-center gap-2">
              <code
                className="flex-1 font-mono text-xl font-bold tracking-widest text-slate-900"
                data-testid="member-code"
              >
                {code}
              </code>
              <CopyButton value={code} label="Copy member code" />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Share link</dt>
            <dd className="mt-1 flex items-center gap-2">
              <span
                className="min-w-0 flex-1 truncate rounded-md bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-700 ring-1 ring-slate-200"
                title={link}
              >
                {link}
              </span>
              <CopyButton value={link} label="Copy share link" />
            </dd>
          </div>
        </dl>
      )}
    </Card>
  )
}
