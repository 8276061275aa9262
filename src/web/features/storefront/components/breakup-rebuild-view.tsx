import { Link } from 'react-router'
import { Tabs } from 'radix-ui'
import { CheckCircle2 } from 'lucide-react'
import type { PublicTemplate } from '../../../../shared/catalog/public-template.ts'
import { toDisplayCard } from '../../../../shared/catalog/display-card.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { useTemplateReviews } from '../../catalog/public.ts'
import { PurchaseButton } from '../../purchases/public.ts'
import { detailRings } from '../detail-rings.ts'
import { DetailHeading } from './detail-heading.tsx'
import { DetailSections } from './detail-sections.tsx'
import { PromptPreviewSection } from './prompt-preview-section.tsx'
import { SampleOutputsSection } from './sample-outputs-section.tsx'
import { ReviewList } from './review-list.tsx'
import { StatRing } from './stat-ring.tsx'
import { TierExplainer } from './tier-explainer.tsx'

const notes = ['Instant delivery', '30-day money-back guarantee', 'Lifetime access']

const tabClass =
  'rounded-lg px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm'

/** The 'Breakup Rebuild' demo detail page of spec 2: tabs, price box, 'One-time' badge and a link to the credit packs. */
export function BreakupRebuildView({ template }: { template: PublicTemplate }) {
  const card = toDisplayCard(template)
  const reviews = useTemplateReviews(template.id)
  const testimonials = (reviews.data ?? []).filter((r) => r.text && r.stars >= 4)
  const rings = detailRings(template)

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <DetailHeading template={template}></DetailHeading>

        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Purchase">
          <Card className="p-5 sm:p-6 lg:sticky lg:top-24" data-testid="price-box">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-slate-600">Price</p>
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-200">
                One-time
              </span>
            </div>
            <p className="mt-2 text-3xl font-bold text-slate-900">{card.priceText}</p>
            <p className="text-sm text-slate-600">or {card.credits} Credits</p>
            <div className="mt-5">
              <PurchaseButton template={{ id: template.id, name: template.name }} />
            </div>
            <ul className="mt-5 space-y-2 text-sm text-slate-700">
              {notes.map((n) => (
                <li key={n} className="flex items-center gap-2">
                  <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden />
                  {n}
                </li>
              ))}
            </ul>
            <Button asChild variant="secondary" className="mt-5 w-full">
              <Link to={paths.credits()}>See credit packs</Link>
            </Button>
          </Card>
        </aside>

        <div className="min-w-0 lg:col-start-1">
          <Tabs.Root defaultValue="overview">
            <Tabs.List
              aria-label="About this prompt"
              className="inline-flex gap-1 rounded-xl bg-slate-100 p-1"
            >
              <Tabs.Trigger value="overview" className={tabClass}>
                Overview
              </Tabs.Trigger>
              <Tabs.Trigger value="reviews" className={tabClass}>
                Reviews
              </Tabs.Trigger>
              <Tabs.Trigger value="testimonials" className={tabClass}>
                Testimonials
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="overview" className="mt-8 space-y-12">
              {rings.length > 0 && (
                <div className="grid grid-cols-3 gap-2 rounded-2xl bg-white px-2 py-5 ring-1 ring-slate-200 sm:flex sm:justify-start sm:gap-12 sm:p-6">
                  {rings.map((r) => (
                    <StatRing key={r.label} ring={r} />
                  ))}
                </div>
              )}
              {template.detail && <DetailSections detail={template.detail} />}
              <PromptPreviewSection templateId={template.id} />
              <SampleOutputsSection templateId={template.id} />
              <TierExplainer tier={template.tier} />
            </Tabs.Content>
            <Tabs.Content value="reviews" className="mt-8">
              {reviews.isPending ? (
                <PageSpinner label="Loading reviews..." />
              ) : (
                <ReviewList
                  reviews={reviews.data ?? []}
                  empty="No reviews yet. Only verified buyers of this prompt can leave a review, and we show every one of them here."
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="testimonials" className="mt-8">
              {reviews.isPending ? (
                <PageSpinner label="Loading testimonials..." />
              ) : (
                <ReviewList
                  reviews={testimonials}
                  empty="No testimonials yet. We only show real words from verified buyers, never made-up quotes."
                />
              )}
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </div>
    </div>
  )
}
