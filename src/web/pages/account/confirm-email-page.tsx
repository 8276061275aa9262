import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { buttonVariants } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { ApiError } from '../../lib/api-client.ts'
import { usePageMeta } from '../../lib/page-meta.ts'
import { useMe } from '../../features/auth/api/get-me.ts'
import { useConfirmEmailChange } from '../../features/account/api/confirm-email-change.ts'

/** Where the link in the "confirm your new e-mail address" mail lands; it confirms once, on arrival. */
export default function ConfirmEmailPage() {
  usePageMeta('Confirm your new e-mail address', 'Finish changing the e-mail address of your account.')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const confirm = useConfirmEmailChange()
  const me = useMe()
  const sent = useRef(false)
  useEffect(() => {
    // Once per visit, even when React runs effects twice: the link is single-use.
    if (sent.current || !token) return
    sent.current = true
    confirm.mutate(token)
  }, [token, confirm])

  const signedIn = Boolean(me.data)
  const next = signedIn
    ? { to: paths.account.settings(), label: 'Go to account settings' }
    : { to: paths.login(), label: 'Sign in' }
  const failure = !token
    ? 'This confirmation link is not complete. Open the link from the e-mail again, or ask for a new one.'
    : confirm.error instanceof ApiError && confirm.error.status < 500
      ? confirm.error.message
      : 'We could not confirm your new e-mail address. Please try the link again.'

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8" aria-live="polite">
        {token && (confirm.isIdle || confirm.isPending) ? (
          <PageSpinner label="Confirming your new e-mail address..." />
        ) : confirm.isSuccess ? (
          <div className="space-y-4 text-center">
            <CircleCheck className="mx-auto size-12 text-emerald-600" aria-hidden />
            <h1 className="text-2xl font-bold tracking-tight">E-mail address changed</h1>
            <p className="text-slate-700">
              Your account now uses <strong className="[overflow-wrap:anywhere]">{confirm.data.email}</strong>
              . Sign in with it from now on.
            </p>
            <Link to={next.to} className={buttonVariants()}>
              {next.label}
            </Link>
          </div>
        ) : (
          <div className="space-y-4 text-center">
            <CircleAlert className="mx-auto size-12 text-red-600" aria-hidden />
            <h1 className="text-2xl font-bold tracking-tight">This link did not work</h1>
            <p className="text-slate-700" role="alert">
              {failure}
            </p>
            <Link to={next.to} className={buttonVariants({ variant: 'secondary' })}>
              {next.label}
            </Link>
          </div>
        )}
      </Card>
    </div>
  )
}
