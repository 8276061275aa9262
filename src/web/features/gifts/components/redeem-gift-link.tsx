import { Link, useLocation } from 'react-router'
import { CheckCircle2, Gift, Loader2, TriangleAlert } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useMe } from '../../auth/public.ts'
import { invalidCodeMessage, redeemFailedMessage } from '../../../../shared/gifts/redeem-code-body.ts'
import { useRedeemCode } from '../api/redeem-code.ts'

/**
 * The gift e-mail's link: a visitor signs up or signs in and comes back here (the path travels with them);
 * a member redeems the code with one click.
 */
export function RedeemGiftLink({ code }: { code: string }) {
  const { data: me, isPending } = useMe()
  const location = useLocation()
  const redeem = useRedeemCode()
  const here = location.pathname + location.search
  if (isPending) return <PageSpinner />

  if (redeem.isSuccess)
    return (
      <Card className="p-6 text-center sm:p-8">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Gift card redeemed!</h1>
        <p className="mt-2 text-slate-600">
          {redeem.data.credits} credits were added to your balance. You now have {redeem.data.balance}{' '}
          credits.
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to={paths.browse()}>Browse prompts</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.dashboard()}>Go to My Library</Link>
          </Button>
        </div>
      </Card>
    )

  const failure = redeem.error
    ? redeem.error instanceof ApiError && redeem.error.code === 'invalid_code'
      ? invalidCodeMessage
      : redeem.error instanceof ApiError && redeem.error.status < 500
        ? redeem.error.message
        : redeemFailedMessage
    : null
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Gift aria-hidden className="size-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">You've received a gift card</h1>
          <p className="mt-1 text-slate-600">
            {me
              ? 'Redeem it to add its credits to your balance, then spend them on prompt templates.'
              : 'Create a free account or sign in, and we bring you straight back here to redeem it.'}
          </p>
        </div>
      </div>
      <p className="mt-5 rounded-xl bg-brand-50 p-4 text-center font-mono text-lg font-semibold tracking-wider text-slate-900 ring-1 ring-brand-200 break-all">
        {code}
      </p>
      {failure ? (
        <p role="alert" className="mt-4 flex gap-2 text-sm text-red-700">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {me ? (
          <Button
            size="lg"
            className="w-full sm:w-auto"
            onClick={() => redeem.mutate(code)}
            disabled={redeem.isPending}
          >
            {redeem.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
            Redeem gift card
          </Button>
        ) : (
          <>
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={paths.signup({ returnTo: here })}>Create account to redeem</Link>
            </Button>
            <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
              <Link to={paths.login({ returnTo: here })}>Sign in to redeem</Link>
            </Button>
          </>
        )}
      </div>
      {me ? (
        <p className="mt-4 text-xs text-slate-500">Signed in as {me.email}. The code can be used once.</p>
      ) : null}
    </Card>
  )
}
