import { AlertTriangle, Banknote, CheckCircle2, Loader2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { toast } from '../../../lib/toast.ts'
import { toastError } from '../../../lib/toast-error.ts'
import type { EarningsDashboard } from '../../../../shared/earnings/earnings-dashboard.ts'
import { useRequestPayout } from '../api/request-payout.ts'
import { useStartOnboarding } from '../api/start-onboarding.ts'
import { formatMoney } from '../lib/format-money.ts'

/** The payout account (connect, finish, on hold, on) and the request button. */
export function PayoutPanel({ data }: { data: EarningsDashboard }) {
  const onboarding = useStartOnboarding()
  const payout = useRequestPayout()
  const { account } = data
  const connect = () =>
    onboarding.mutate(undefined, {
      // Stripe's hosted onboarding (or the test page) is a full page: leave the app for it.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (err) => toastError(err, 'Could not start setting up payouts'),
    })
  const request = () =>
    payout.mutate(undefined, {
      onSuccess: (p) =>
        p.status === 'paid'
          ? toast.success(`${formatMoney(p.amountCents)} is on its way to your account`)
          : p.status === 'failed'
            ? toast.error('The payout failed', { description: p.failureReason ?? undefined })
            : toast.success(`Your payout of ${formatMoney(p.amountCents)} is being sent`),
      onError: (err) => toastError(err, 'Could not request a payout'),
    })

  if (account.held)
    return (
      <Card className="flex items-start gap-3 p-4 sm:p-5" role="status">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <div>
          <h2 className="font-semibold text-slate-900">Your payouts are on hold</h2>
          <p className="text-sm text-slate-600">
            You keep earning, and nothing is lost. Please contact us to have payouts released.
          </p>
        </div>
      </Card>
    )
  if (account.status !== 'active')
    return (
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex items-start gap-3">
          <Banknote className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <div>
            <h2 className="font-semibold text-slate-900">
              {account.status === 'none' ? 'Set up payouts' : 'Finish setting up payouts'}
            </h2>
            <p className="text-sm text-slate-600">
              {account.testMode
                ? 'Test mode: a practice form stands in for Stripe, and no money moves.'
                : 'We pay you through Stripe. Stripe asks for your bank details and identity once.'}
              {account.status === 'incomplete' && account.disabledReason
                ? ' Stripe still needs some details from you.'
                : ''}
            </p>
          </div>
        </div>
        <Button onClick={connect} disabled={onboarding.isPending} className="shrink-0">
          {onboarding.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {account.status === 'none' ? 'Set up payouts' : 'Continue setup'}
        </Button>
      </Card>
    )
  const open = data.payouts.some((p) => p.status === 'processing')
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
        <div>
          <h2 className="font-semibold text-slate-900">
            Payouts are on{account.testMode ? ' (test mode)' : ''}
          </h2>
          <p className="text-sm text-slate-600">
            {open
              ? 'A payout is on its way. You can ask for the next one when it has arrived.'
              : data.canRequestPayout
                ? `You can have your ${formatMoney(data.payableCents)} now, or wait for the weekly payout.`
                : `We pay your payable balance every week once it reaches ${formatMoney(data.minimumPayoutCents)}; from then on you can also ask for it sooner.`}
          </p>
        </div>
      </div>
      <Button onClick={request} disabled={!data.canRequestPayout || payout.isPending} className="shrink-0">
        {payout.isPending && <Loader2 className="animate-spin" aria-hidden />}
        Request payout
      </Button>
    </Card>
  )
}
