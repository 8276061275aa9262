import { Link, useNavigate } from 'react-router'
import { FlaskConical, Loader2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { toast } from '../../../lib/toast.ts'
import { toastError } from '../../../lib/toast-error.ts'
import { useCompleteTestOnboarding } from '../api/complete-test-onboarding.ts'

/**
 * /studio/earnings/test-onboarding: the local simulation's stand-in for Stripe's hosted onboarding (test mode only;
 * the server refuses it with Stripe). Finishing it goes through the same update as Stripe's account.updated.
 */
export default function TestOnboardingPage() {
  usePageMeta('Set up payouts (test mode)')
  const complete = useCompleteTestOnboarding()
  const navigate = useNavigate()
  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        toast.success('Payouts are set up (test mode)')
        navigate(paths.earnings())
      },
      onError: (err) => toastError(err, 'Could not finish the test setup'),
    })
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <Card className="space-y-4 p-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
          <FlaskConical className="size-3.5" aria-hidden /> Test mode
        </p>
        <h1 className="text-2xl font-bold tracking-tight">Set up payouts</h1>
        <p className="text-slate-600">
          In the live store, Stripe asks for your bank details and identity here. This test store moves no
          money, so there is nothing to fill in: finish the setup to try payouts.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={finish} disabled={complete.isPending}>
            {complete.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Finish test setup
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.earnings()}>Back to earnings</Link>
          </Button>
        </div>
      </Card>
    </div>
  )
}
