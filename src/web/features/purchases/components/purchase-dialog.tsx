import { Link } from 'react-router'
import { toast } from '../../../lib/toast.ts'
import { Coins, CreditCard, Loader2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { DialogContent } from '../../../components/ui/dialog.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { formatAud } from '../../../../shared/catalog/tiers.ts'
import { paymentMessages as m } from '../../../../shared/payments/payment-messages.ts'
import { openCheckout } from '../../payments/public.ts'
import { usePurchasePrompt } from '../api/purchase-prompt.ts'

type Offer = { promptId: string; name: string; creditsCost: number; priceCents: number }

/** The purchase dialog of spec 4: pay with credits (balance and cost shown) or a one-time payment in AUD. */
export function PurchaseDialog({
  offer,
  balance,
  onDone,
}: {
  offer: Offer
  balance: number
  onDone: () => void
}) {
  const purchase = usePurchasePrompt()
  const short = offer.creditsCost - balance
  const busy = purchase.isPending

  const buyWithCredits = () => {
    // Spec 5: using credits needs a balance at least equal to the amount; the server checks again.
    if (short > 0) return toastInsufficient(offer.creditsCost)
    purchase.mutate(
      { promptId: offer.promptId, method: 'credits' },
      {
        onSuccess: (res) => {
          if (!res.alreadyOwned)
            toast.success(m.purchaseSuccessful.title, {
              description: m.purchaseSuccessful.description(res.creditsUsed),
            })
          onDone()
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return toastAuthRequired()
          if (err instanceof ApiError && err.code === 'insufficient_credits')
            return toast.error(m.insufficientCredits.title, { description: err.message })
          if (err instanceof ApiError && err.status < 500)
            return toast.error(m.creditUseFailed.title, { description: m.creditUseFailed.description })
          toast.error(m.processPurchaseFailed.title)
        },
      },
    )
  }

  const buyDirect = () =>
    purchase.mutate(
      { promptId: offer.promptId, method: 'direct' },
      {
        onSuccess: (res) => {
          if (res.checkout_url) openCheckout(res.checkout_url)
          else onDone()
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return toastAuthRequired()
          if (err instanceof ApiError && err.status < 500)
            return toast.error(m.purchaseFailed.title, { description: m.purchaseFailed.description })
          toast.error(m.promptCheckoutFailed.title, { description: m.promptCheckoutFailed.description })
        },
      },
    )

  const pending = (method: 'credits' | 'direct') => busy && purchase.variables?.method === method

  return (
    <DialogContent
      title={`Get ${offer.name}`}
      description="Choose how to pay. Purchases are one-time and the prompt is yours for life."
    >
      <div className="space-y-3">
        <section className="rounded-xl border border-slate-200 p-4" aria-labelledby="pay-with-credits">
          <div className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-amber-50 text-amber-700">
              <Coins className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <h3 id="pay-with-credits" className="font-semibold text-slate-900">
                Use credits
              </h3>
              <p className="text-sm text-slate-600">
                Cost: <strong className="text-slate-900">{offer.creditsCost} credits</strong>
              </p>
              <p className="text-sm text-slate-600">
                Your balance: <strong className="text-slate-900">{balance} credits</strong>
              </p>
              {short > 0 ? (
                <p className="mt-1 text-sm text-amber-800">
                  You need {short} more {short === 1 ? 'credit' : 'credits'}.{' '}
                  <Link
                    to={paths.credits()}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    Get Credits
                  </Link>
                </p>
              ) : null}
            </div>
          </div>
          <Button className="mt-3 w-full" onClick={buyWithCredits} disabled={busy}>
            {pending('credits') ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Use {offer.creditsCost} credits
          </Button>
        </section>

        <section className="rounded-xl border border-slate-200 p-4" aria-labelledby="pay-once">
          <div className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <CreditCard className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <h3 id="pay-once" className="font-semibold text-slate-900">
                One-time payment
              </h3>
              <p className="text-sm text-slate-600">
                <strong className="text-slate-900">{formatAud(offer.priceCents)}</strong>, paid securely at
                checkout. Instant delivery to your email.
              </p>
            </div>
          </div>
          <Button variant="secondary" className="mt-3 w-full" onClick={buyDirect} disabled={busy}>
            {pending('direct') ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Pay {formatAud(offer.priceCents)}
          </Button>
        </section>
      </div>
    </DialogContent>
  )
}

function toastInsufficient(n: number) {
  toast.error(m.insufficientCredits.title, { description: m.insufficientCredits.description(n) })
}

function toastAuthRequired() {
  toast.error(m.authRequired.title, { description: m.authRequired.description })
}
