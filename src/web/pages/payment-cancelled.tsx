import { Link } from 'react-router'
import { XCircle } from 'lucide-react'
import { Button } from '../components/ui/button.tsx'
import { paths } from '../config/paths.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { PaymentResult } from '../features/payments/components/payment-result.tsx'

/** Payment cancelled (spec 2): 'Try Again' to /credits, 'Back to Dashboard' to /dashboard. */
export default function PaymentCancelledPage() {
  usePageMeta('Payment cancelled')
  return (
    <PaymentResult
      icon={<XCircle className="size-14 text-slate-400" aria-hidden />}
      title="Payment cancelled"
      actions={
        <>
          <Button asChild>
            <Link to={paths.credits()}>Try Again</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.dashboard()}>Back to Dashboard</Link>
          </Button>
        </>
      }
    >
      <p>Your payment was cancelled and you have not been charged.</p>
    </PaymentResult>
  )
}
