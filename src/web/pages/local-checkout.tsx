import { Link, useNavigate, useParams } from 'react-router'
import { toast } from '../lib/toast.ts'
import { FlaskConical, Loader2, XCircle } from 'lucide-react'
import { Button } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { RequireUser } from '../app/require-user.tsx'
import { paths } from '../config/paths.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { useLocalCheckout } from '../features/payments/api/get-local-checkout.ts'
import { usePayLocalCheckout } from '../features/payments/api/pay-local-checkout.ts'
import { useCancelLocalCheckout } from '../features/payments/api/cancel-local-checkout.ts'
import { PaymentResult } from '../features/payments/components/payment-result.tsx'
import { formatAud } from '../../shared/catalog/tiers.ts'
import { paymentMessages as m } from '../../shared/payments/payment-messages.ts'

/** The local payment provider's checkout (PAYMENTS_PROVIDER=local): a test page where no money moves. */
export default function LocalCheckoutPage() {
  usePageMeta('Test checkout')
  const { sessionId = '' } = useParams()
  return (
    <RequireUser>
      <LocalCheckout sessionId={sessionId} />
    </RequireUser>
  )
}

function LocalCheckout({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate()
  const checkout = useLocalCheckout(sessionId)
  const pay = usePayLocalCheckout()
  const cancel = useCancelLocalCheckout()
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess

  if (checkout.isPending) return <PageSpinner />
  if (!checkout.data)
    return (
      <PaymentResult
        icon={<XCircle className="size-14 text-slate-400" aria-hidden />}
        title="Checkout not found"
        actions={
          <Button asChild>
            <Link to={paths.credits()}>Back to Get Credits</Link>
          </Button>
        }
      >
        <p>This checkout does not exist or belongs to another account.</p>
      </PaymentResult>
    )
  const c = checkout.data
  const onError = () => toast.error(m.processingFailed.title)
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <div
        role="note"
        className="flex items-start gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-900"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Test checkout: no money moves</p>
          <p className="text-sm">
            This store runs with the local payment provider. Paying here completes the order without charging
            any card.
          </p>
        </div>
      </div>

      <Card className="mt-6 p-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Test checkout</h1>
        <dl className="mt-5 space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Item</dt>
            <dd className="text-right font-medium text-slate-900">{c.item}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-3">
            <dt className="text-slate-600">Total</dt>
            <dd className="text-right text-lg font-bold text-slate-900">{formatAud(c.amountCents)}</dd>
          </div>
        </dl>

        {c.status === 'pending' ? (
          <div className="mt-6 flex flex-col gap-3">
            <Button
              size="lg"
              disabled={busy}
              onClick={() =>
                pay.mutate(sessionId, {
                  onSuccess: ({ redirect }) => navigate(redirect, { replace: true }),
                  onError,
                })
              }
            >
              {pay.isPending || pay.isSuccess ? <Loader2 className="animate-spin" aria-hidden /> : null}
              Pay {formatAud(c.amountCents)}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              disabled={busy}
              onClick={() =>
                cancel.mutate(sessionId, {
                  onSuccess: ({ redirect }) => navigate(redirect, { replace: true }),
                  onError,
                })
              }
            >
              Cancel
            </Button>
          </div>
        ) : (
          <div className="mt-6 rounded-lg bg-slate-100 p-4 text-sm text-slate-700" role="status">
            {c.status === 'completed' ? 'This checkout has already been paid.' : 'This checkout is closed.'}{' '}
            <Link to={paths.credits()} className="font-medium text-brand-700 underline underline-offset-2">
              Back to Get Credits
            </Link>
          </div>
        )}
      </Card>
    </div>
  )
}
