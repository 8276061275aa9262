import { Navigate, useSearchParams } from 'react-router'
import { Gift } from 'lucide-react'
import { usePageMeta } from '../lib/page-meta.ts'
import { paths } from '../config/paths.ts'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { useMe } from '../features/auth/api/get-me.ts'
import { AuthCard } from '../features/auth/components/auth-card.tsx'
import { SignUpForm } from '../features/auth/components/sign-up-form.tsx'
import { wheelSegments } from '../../shared/wheel/wheel.ts'
import { safeRedirect } from '../features/auth/lib/safe-redirect.ts'

export default function SignupPage() {
  usePageMeta('Sign up', 'Create your PromptMarket account.')
  const { data: me, isPending } = useMe()
  const [params] = useSearchParams()
  if (isPending) return <PageSpinner />
  // A page to open after confirming (a gift's redeem link): only one of our own paths is carried on.
  const next = safeRedirect(params.get('next'), '') || undefined
  if (me) return <Navigate to={next ?? paths.dashboard()} replace />

  const referralCode = params.get('ref') ?? ''
  const won = Number(params.get('wheelCredits'))
  const wheelCredits = (wheelSegments as readonly number[]).includes(won) ? won : null

  return (
    <AuthCard
      title="Create your account"
      subtitle="Buy prompt templates with credits and keep them for life."
    >
      {wheelCredits ? (
        <div className="mb-6 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          <Gift className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p className="text-sm">
            <span className="font-semibold">You won {wheelCredits} free credits!</span> Create your account to
            claim them.
          </p>
        </div>
      ) : null}
      <SignUpForm referralCode={referralCode} returnTo={next} />
    </AuthCard>
  )
}
