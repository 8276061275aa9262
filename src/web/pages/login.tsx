import { Navigate, useLocation, useSearchParams } from 'react-router'
import { CircleAlert, MailCheck } from 'lucide-react'
import { usePageMeta } from '../lib/page-meta.ts'
import { paths } from '../config/paths.ts'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { useMe } from '../features/auth/api/get-me.ts'
import { AuthCard } from '../features/auth/components/auth-card.tsx'
import { LoginForm } from '../features/auth/components/login-form.tsx'
import { safeRedirect } from '../features/auth/lib/safe-redirect.ts'
import { authMessages } from '../../shared/auth/auth-messages.ts'

type LoginState = { from?: unknown; confirmEmail?: unknown } | null

export default function LoginPage() {
  usePageMeta('Sign in', 'Sign in to your PromptMarket account.')
  const { data: me, isPending } = useMe()
  const location = useLocation()
  const [params] = useSearchParams()
  const state = location.state as LoginState
  // Signed in (already, or just now): on to where the member came from, else /dashboard.
  if (me) return <Navigate to={safeRedirect(state?.from, paths.dashboard())} replace />
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

function Notice({
  icon,
  tone,
  children,
}: {
  icon: React.ReactNode
  tone: 'info' | 'warning'
  children: React.ReactNode
}) {
  return (
    <div
      role="status"
      className={
        tone === 'info'
          ? 'mb-6 flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-200'
          : 'mb-6 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200'
      }
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div>{children}</div>
    </div>
  )
}
