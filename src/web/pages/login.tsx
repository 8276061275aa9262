import { Navigate, useLocation, useSearchParams } from 'react-router'
import { CircleAlert, MailCheck } from 'lucide-react'
import { usePageMeta } from '../lib/page-meta.ts'
import { paths } from '../config/paths.ts'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { useMe } from '../features/auth/api/get-me.ts'
import { AuthCard } from '../features/auth/components/auth-card.tsx'
import { LoginForm } from '../features/auth/components/login-form.tsx'
import { AuthNotice as Notice } from '../features/auth/components/auth-notice.tsx'
import { safeRedirect } from '../features/auth/lib/safe-redirect.ts'
import { authMessages } from '../../shared/auth/auth-messages.ts'

type LoginState = { from?: unknown; confirmEmail?: unknown } | null

export default function LoginPage() {
  usePageMeta('Sign in', 'Sign in to your PromptMarket account.')
  const { data: me, isPending } = useMe()
  const location = useLocation()
  const [params] = useSearchParams()
  const state = location.state as LoginState
  // Signed in (already, or just now): on to where the member came from (or the link's next page), else /dashboard.
  if (me) return <Navigate to={safeRedirect(state?.from ?? params.get('next'), paths.dashboard())} replace />
  if (isPending) return <PageSpinner />

  const confirmEmail = typeof state?.confirmEmail === 'string' ? state.confirmEmail : null
  const linkError = params.get('error')
  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Your library is waiting.">
      {confirmEmail ? (
        <Notice icon={<MailCheck className="size-5" aria-hidden />} tone="info">
          <p className="font-semibold">{authMessages.unconfirmed}</p>
          <p className="mt-1">
            We sent a confirmation link to <span className="font-medium break-all">{confirmEmail}</span>.
          </p>
        </Notice>
      ) : linkError ? (
        <Notice icon={<CircleAlert className="size-5" aria-hidden />} tone="warning">
          This confirmation link is invalid or has expired. Sign in and we will send you a new one.
        </Notice>
      ) : params.get('confirmed') ? (
        <Notice icon={<MailCheck className="size-5" aria-hidden />} tone="info">
          Your email is confirmed. Sign in to continue.
        </Notice>
      ) : null}
      <LoginForm email={confirmEmail ?? ''} />
    </AuthCard>
  )
}
