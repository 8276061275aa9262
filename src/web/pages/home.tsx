import { lazy, memo, Suspense, useDeferredValue, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ArrowRight, Gift, LayoutGrid, PlayCircle } from 'lucide-react'
import { Button } from '../components/ui/button.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { paths } from '../config/paths.ts'
import { useMe } from '../features/auth/api/get-me.ts'
import { useHydrated } from '../lib/hydration.ts'
import { useStoreStats } from '../features/catalog/api/get-store-stats.ts'
import { useTestimonials } from '../features/storefront/api/get-testimonials.ts'
import { FoundingBanner } from '../features/storefront/components/founding-banner.tsx'
import { HomeSearch } from '../features/storefront/components/home-search.tsx'
import { TestimonialsSection } from '../features/storefront/components/testimonials-section.tsx'
import { TrustBadges } from '../features/storefront/components/trust-badges.tsx'
import { ValueBlocks } from '../features/storefront/components/value-blocks.tsx'
import { usePageMeta } from '../lib/page-meta.ts'

// Below the fold: the category list (and its per-category requests) loads right after first paint.
const HomeCategories = lazy(() =>
  import('../features/storefront/components/home-categories.tsx').then((m) => ({
    default: m.HomeCategories,
  })),
)
// The page draws again when it has been taken over in the browser (useMe starts asking then): these parts, the
// bulk of it, do not change with that, so they are not drawn again in that synchronous pass.
const Search = memo(HomeSearch)
const Badges = memo(TrustBadges)
const Banner = memo(FoundingBanner)
const Testimonials = memo(TestimonialsSection)
const Values = memo(ValueBlocks)
const Categories = memo(function Categories() {
  // Drawn in the browser only: its fifteen previews would double the page's HTML, and it is below the fold.
  return useHydrated() ? (
    <Suspense fallback={null}>
      <HomeCategories />
    </Suspense>
  ) : null
})

// The dialogs load only when first opened, to keep the home page light.
const HowItWorksDialog = lazy(() => import('../features/storefront/components/how-it-works-dialog.tsx'))
const WheelDialog = lazy(() =>
  import('../features/wheel/components/wheel-dialog.tsx').then((m) => ({ default: m.WheelDialog })),
)

export default function HomePage() {
  usePageMeta(
    '',
    'Prompt templates for everyday life: answer a few questions and get a personal, copy-paste prompt for any AI model.',
  )
  const { data: me, isPending: mePending } = useMe()
  const { data: stats, isPending: statsPending } = useStoreStats()
  const { isPending: testimonialsPending } = useTestimonials(2)
  // What depends on the visitor (Spin To Win, the calls to action) and on live figures (badges, banner, testimonials)
  // appears at once, when known, below the headline: nothing already on screen is pushed down (no layout shift).
  // A visitor without a session cookie gets it all in the server's HTML, where nobody is signed in (decision 0046).
  // Deferred: the reveal is a large render, done in slices at low priority rather than in one long task when the
  // last answer arrives (the visitor's own answer updates the page synchronously).
  const settled = useDeferredValue(!mePending && !statsPending && !testimonialsPending)
  const [howOpen, setHowOpen] = useState(false)
  const [howLoaded, setHowLoaded] = useState(false)
  const [wheelOpen, setWheelOpen] = useState(false)
  const [wheelLoaded, setWheelLoaded] = useState(false)
  const signedOut = !mePending && !me
  const howButton = useRef<HTMLButtonElement>(null)
  const wheelButton = useRef<HTMLButtonElement>(null)
  // The dialogs open without a Radix trigger (they load lazily), so focus goes back to the opener here.
  const closeTo =
    (button: React.RefObject<HTMLButtonElement | null>, set: (open: boolean) => void) => (open: boolean) => {
      set(open)
      if (!open) setTimeout(() => button.current?.isConnected && button.current.focus())
    }

  return (
    <div className="space-y-10 pb-4 sm:space-y-20">
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 pb-8 pt-10 text-center sm:px-6 sm:pb-14 sm:pt-20">
          <h1 className="text-balance text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Prompt templates that make any AI model personal
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-slate-600">
            Answer a few questions about your life and get a copy-paste prompt built around you: your goals,
            your budget, your week.
          </p>
          {settled ? (
            <>
              <div className="mx-auto mt-8 max-w-2xl">
                <Search />
              </div>
              <div className="mx-auto mt-6 grid max-w-xs grid-cols-1 gap-3 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center">
                {signedOut && (
                  <Button
                    ref={wheelButton}
                    size="lg"
                    variant="secondary"
                    onClick={() => {
                      setWheelLoaded(true)
                      setWheelOpen(true)
                    }}
                  >
                    <Gift aria-hidden className="text-brand-600" /> Spin To Win
                  </Button>
                )}
                <Button asChild size="lg" variant="secondary">
                  <Link to={paths.browse()}>
                    <LayoutGrid aria-hidden className="text-brand-600" /> Browse Prompts
                  </Link>
                </Button>
                <Button
                  ref={howButton}
                  size="lg"
                  variant="secondary"
                  onClick={() => {
                    setHowLoaded(true)
                    setHowOpen(true)
                  }}
                >
                  <PlayCircle aria-hidden className="text-brand-600" /> See How It Works
                </Button>
              </div>
              <div className="mt-10">
                <Badges stats={stats} />
              </div>
            </>
          ) : (
            <PageSpinner label="Loading..." />
          )}
        </div>
      </section>

      {settled && (
        <>
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <Banner stats={stats} signedIn={Boolean(me)} />
          </div>

          <Testimonials />
          <Values />
          <Categories />

          <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-labelledby="cta-heading">
            <div className="rounded-3xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12">
              <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
                Ready to make AI work for your life?
              </h2>
              <p className="mx-auto mt-3 max-w-xl text-slate-300">
                Pick a prompt, answer its questions and paste the result into any AI model.
              </p>
              <div className="mt-8 flex justify-center">
                {mePending ? (
                  <span className="h-12" />
                ) : me ? (
                  <Button asChild size="lg">
                    <Link to={paths.credits()}>
                      Get Credits <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                ) : (
                  <Button asChild size="lg">
                    <Link to={paths.signup()}>
                      Get Started Free <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                )}
              </div>
            </div>
          </section>
        </>
      )}

      <Suspense fallback={null}>
        {howLoaded && <HowItWorksDialog open={howOpen} onOpenChange={closeTo(howButton, setHowOpen)} />}
        {wheelLoaded && <WheelDialog open={wheelOpen} onOpenChange={closeTo(wheelButton, setWheelOpen)} />}
      </Suspense>
    </div>
  )
}
