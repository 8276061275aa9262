import { useEffect, useRef } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../lib/toast.ts'
import { CheckCircle2, Gift } from 'lucide-react'
import { Button } from '../components/ui/button.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { RequireUser } from '../app/require-user.tsx'
import { paths } from '../config/paths.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { ApiError } from '../lib/api-client.ts'
import { PaymentResult } from '../features/payments/components/payment-result.tsx'
import {
  failurePath,
  paymentType,
  paymentVerifiers,
  type VerifiedPayment,
} from '../features/payments/lib/payment-verifiers.ts'
import { GiftCardReady } from '../features/gifts/components/gift-card-ready.tsx'
import type { OrderKind } from '../../shared/payments/order-kind.ts'
import { paymentMessages as m } from '../../shared/payments/payment-messages.ts'
import { authKeys } from '../features/auth/api/auth-keys.ts'
import { giftKeys } from '../features/gifts/api/gift-keys.ts'
import { libraryKeys } from '../features/library/api/library-keys.ts'
import { paymentKeys } from '../features/payments/api/payment-keys.ts'
import { purchaseKeys } from '../features/purchases/api/purchase-keys.ts'
import { wishlistKeys } from '../features/wishlist/public.ts'
import { formatCalendarDate } from '../../shared/gifts/gift-calendar.ts'

/** Payment result (spec 2/4): no session_id goes to /credits; loading, then success or a failure toast and redirect. */
export default function PaymentSuccessPage() {
  usePageMeta('Payment')
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  if (!sessionId) return <Navigate to={paths.credits()} replace />
  return (
    <RequireUser>
      <VerifyPayment sessionId={sessionId} type={paymentType(params.get('type'))} />
    </RequireUser>
  )
}

function VerifyPayment({ sessionId, type }: { sessionId: string; type: OrderKind }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const handled = useRef(false)
  const verification = useQuery({
    queryKey: paymentKeys.verification(type, sessionId),
    queryFn: () => paymentVerifiers[type](sessionId),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })

  useEffect(() => {
    if (handled.current || verification.isPending) return
    handled.current = true
    if (verification.data?.success) {
      for (const queryKey of [
        authKeys.me(),
        libraryKeys.all,
        purchaseKeys.access.all,
        giftKeys.cards(),
        giftKeys.deliveries(),
        wishlistKeys.all,
      ])
        void queryClient.invalidateQueries({ queryKey })
      return
    }
    // The server said no (unpaid, closed, not this member's): verification failed. The call itself failed: processing.
    const refused =
      !verification.isError || (verification.error instanceof ApiError && verification.error.status < 500)
    // The message says "contact support": the toast offers the way there.
    if (refused)
      toast.error(m.verificationFailed.title, {
        description: m.verificationFailed[type],
        action: { label: 'Contact support', onClick: () => navigate(paths.contact({ topic: 'orders' })) },
      })
    else toast.error(m.processingFailed.title)
    navigate(failurePath(type), { replace: true })
  }, [
    verification.isPending,
    verification.isError,
    verification.error,
    verification.data,
    type,
    navigate,
    queryClient,
  ])

  if (!verification.data?.success) return <PageSpinner label="Verifying your payment..." />
  return <PaymentSucceeded type={type} result={verification.data} />
}

function PaymentSucceeded({ type, result }: { type: OrderKind; result: VerifiedPayment }) {
  const done = <CheckCircle2 className="size-14 text-emerald-600" aria-hidden />
  if (type === 'prompt')
    return (
      <PaymentResult
        icon={done}
        title="Prompt added to your library"
        actions={
          <>
            <Button asChild>
              <Link to={paths.dashboard()}>Go to My Library</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.browse()}>Browse Prompts</Link>
            </Button>
          </>
        }
      >
        <p>
          Your payment is complete and the prompt is yours for life. A confirmation is on its way to your
          email.
        </p>
      </PaymentResult>
    )
  if (type === 'gift' && result.delivery)
    return (
      <PaymentResult
        icon={<Gift className="size-14 text-brand-600" aria-hidden />}
        title="Your gift card is on its way"
        actions={
          <>
            <Button asChild>
              <Link to={paths.giftsSent()}>See gifts you sent</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.credits()}>Back to Get Credits</Link>
            </Button>
          </>
        }
      >
        <p>
          A gift card worth {result.credits} credits for {result.delivery.recipientName}. We will e-mail it to{' '}
          <span className="font-medium break-all">{result.delivery.recipientEmail}</span> on{' '}
          {formatCalendarDate(result.delivery.deliverOn)} (Sydney time), with your message and a link that
          redeems it. Until then you can change the date or address.
        </p>
        {result.giftCode ? (
          <GiftCardReady code={result.giftCode} credits={result.credits ?? 0} delivery={result.delivery} />
        ) : null}
      </PaymentResult>
    )
  if (type === 'gift')
    return (
      <PaymentResult
        icon={<Gift className="size-14 text-brand-600" aria-hidden />}
        title="Your gift card is ready"
        actions={
          <Button asChild>
            <Link to={paths.credits()}>Back to Get Credits</Link>
          </Button>
        }
      >
        <p>A gift code worth {result.credits} credits. We have also emailed it to you.</p>
        {result.giftCode ? <GiftCardReady code={result.giftCode} credits={result.credits ?? 0} /> : null}
      </PaymentResult>
    )
  return (
    <PaymentResult
      icon={done}
      title="Payment successful"
      actions={
        <>
          <Button asChild>
            <Link to={paths.browse()}>Browse Prompts</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.credits()}>Back to Get Credits</Link>
          </Button>
        </>
      }
    >
      <p>
        {result.credits} credits were added to your account. Your balance is now{' '}
        <strong className="text-slate-900" data-testid="verified-balance">
          {result.balance} credits
        </strong>
        .
      </p>
    </PaymentResult>
  )
}
