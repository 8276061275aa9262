import { Link } from 'react-router'
import { toast } from '../lib/toast.ts'
import { Coins, Loader2 } from 'lucide-react'
import { Button } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { paths } from '../config/paths.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { useMe } from '../features/auth/api/get-me.ts'
import { useCreatePayment } from '../features/payments/api/create-payment.ts'
import { usePackageBadges } from '../features/payments/api/get-package-badges.ts'
import { CreditPackageCard } from '../features/payments/components/credit-package-card.tsx'
import { openCheckout } from '../features/payments/lib/open-checkout.ts'
import { RedeemPanel } from '../features/gifts/components/redeem-panel.tsx'
import { GiftCardButton } from '../features/gifts/components/gift-card-button.tsx'
import { creditPackages } from '../../shared/credits/packages.ts'
import { tierPrices } from '../../shared/catalog/tiers.ts'
import { paymentMessages as m } from '../../shared/payments/payment-messages.ts'

/** Get Credits (spec 2): balance, the three packages; visitors are asked to sign in to buy. */
export default function CreditsPage() {
  usePageMeta(
    'Get Credits',
    'Buy credit packages for AI prompt templates: Starter, Explorer and Pro, in AUD.',
  )
  const { data: me, isPending } = useMe()
  const createPayment = useCreatePayment()
  const { data: badges } = usePackageBadges()

  const buy = (packageId: string) =>
    createPayment.mutate(packageId, {
      onSuccess: ({ url }) => openCheckout(url),
      onError: () => toast.error(m.paymentError.title, { description: m.paymentError.description }),
    })
  const buying = (packageId: string) => createPayment.isPending && createPayment.variables === packageId

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Get Credits</h1>
        <p className="mt-3 text-slate-600">
          Credits buy prompts: a Daily prompt costs {tierPrices.daily.credits} credits, a Boost{' '}
          {tierPrices.boost.credits} and a Super {tierPrices.super.credits}. Credits never expire.
        </p>
      </header>

      <div className="mt-8 min-h-[4.5rem]">
        {isPending ? (
          <div className="h-[4.5rem] animate-pulse rounded-2xl bg-slate-200/60" aria-hidden />
        ) : me ? (
          <Card className="flex items-center gap-4 p-4 sm:p-5">
            <span className="grid size-11 place-items-center rounded-xl bg-amber-50 text-amber-700">
              <Coins className="size-6" aria-hidden />
            </span>
            <div>
              <p className="text-sm text-slate-600">Your balance</p>
              <p className="text-2xl font-bold text-slate-900" data-testid="credits-balance">
                {me.balance} credits
              </p>
            </div>
          </Card>
        ) : (
          <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
            <p className="font-medium text-slate-800">{m.signInToPurchase}</p>
            <div className="flex gap-2">
              <Button asChild>
                <Link to={paths.signup()}>Get Started</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={paths.login()}>Sign In</Link>
              </Button>
            </div>
          </Card>
        )}
      </div>

      <div className="mt-6">
        <RedeemPanel />
      </div>

      <section aria-labelledby="packages-heading" className="mt-10">
        <h2 id="packages-heading" className="sr-only">
          Credit packages
        </h2>
        <div className="grid gap-6 pt-3 md:grid-cols-3">
          {creditPackages.map((pkg) => (
            <CreditPackageCard
              key={pkg.id}
              pkg={pkg}
              busy={buying(pkg.id)}
              mostPopular={pkg.id === badges?.mostPopular}
              bestValue={pkg.id === badges?.bestValue}
              actions={
                isPending ? (
                  <Button
                    disabled
                    size="lg"
                    className="w-full"
                    variant={pkg.id === badges?.mostPopular ? 'primary' : 'secondary'}
                  >
                    Buy Now
                  </Button>
                ) : me ? (
                  <>
                    <Button
                      size="lg"
                      className="w-full"
                      variant={pkg.id === badges?.mostPopular ? 'primary' : 'secondary'}
                      disabled={createPayment.isPending}
                      onClick={() => buy(pkg.id)}
                      aria-label={`Buy ${pkg.name}: ${pkg.credits} credits`}
                    >
                      {buying(pkg.id) ? <Loader2 className="animate-spin" aria-hidden /> : null}
                      Buy Now
                    </Button>
                    <GiftCardButton pkg={pkg} disabled={createPayment.isPending} />
                  </>
                ) : (
                  <>
                    <Button
                      asChild
                      size="lg"
                      className="w-full"
                      variant={pkg.id === badges?.mostPopular ? 'primary' : 'secondary'}
                    >
                      <Link to={paths.signup()}>Get Started</Link>
                    </Button>
                    <Button asChild variant="ghost" className="w-full">
                      <Link to={paths.login()}>Sign In</Link>
                    </Button>
                  </>
                )
              }
            />
          ))}
        </div>
      </section>

      <p className="mt-8 text-center text-sm text-slate-500">
        Prices in Australian dollars. One-time payments, no subscription. 30-day money-back guarantee.
      </p>
    </div>
  )
}
