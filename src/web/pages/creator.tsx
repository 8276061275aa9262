import { Link, useParams } from 'react-router'
import { BadgeCheck, CalendarDays, ShoppingBag } from 'lucide-react'
import { Button } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { paths } from '../config/paths.ts'
import { ApiError } from '../lib/api-client.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { useNotFoundStatus } from '../lib/page-status.ts'
import { toDisplayCard } from '../../shared/catalog/display-card.ts'
import { useCreatorPage } from '../features/creators/api/get-creator-page.ts'
import { TemplateCard } from '../features/storefront/public.ts'
import { RatingStars } from '../features/storefront/components/rating-stars.tsx'

const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** /creators/:handle: who they are, their real figures (none shown when there are none) and their templates. */
export default function CreatorPage() {
  const handle = useParams().handle ?? ''
  const { data, isPending, error } = useCreatorPage(handle)
  const creator = data?.creator
  usePageMeta(
    creator ? `${creator.displayName} (@${creator.handle})` : error ? 'Creator not found' : 'Creator',
    creator ? creator.bio || `Prompt templates by ${creator.displayName} on PromptMarket.` : undefined,
  )
  const missing = !data && error instanceof ApiError && error.status < 500
  useNotFoundStatus(missing)

  if (isPending) return <PageSpinner />
  if (!data || !creator)
    return (
      <div className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">
          {missing ? 'Creator not found' : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-slate-600">
          {missing
            ? 'There is no creator with this handle.'
            : 'The creator could not be loaded. Please try again.'}
        </p>
        <Button asChild className="mt-8">
          <Link to={paths.browse()}>Back to Browse</Link>
        </Button>
      </div>
    )
  const cards = data.templates.map((t) => toDisplayCard(t))
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-wrap items-start gap-4">
          <span
            className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-600 text-2xl font-bold text-white"
            aria-hidden
          >
            {creator.displayName.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="flex flex-wrap items-center gap-2 text-3xl font-bold tracking-tight text-slate-900">
              {creator.displayName}
              <BadgeCheck className="size-6 text-brand-600" aria-hidden />
            </h1>
            <p className="text-slate-500">@{creator.handle}</p>
          </div>
        </div>
        {creator.bio ? (
          <p className="mt-4 max-w-3xl text-lg text-slate-700 sm:pl-[4.5rem]">{creator.bio}</p>
        ) : null}
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm text-slate-600">
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4" aria-hidden />
            <dt>Member since</dt>
            <dd className="font-medium text-slate-900">{monthYear(creator.memberSince)}</dd>
          </div>
          {creator.sales ? (
            <div className="flex items-center gap-2" data-testid="creator-sales">
              <ShoppingBag className="size-4" aria-hidden />
              <dt>Sales</dt>
              <dd className="font-medium text-slate-900">{creator.sales.toLocaleString('en-AU')}</dd>
            </div>
          ) : null}
          {creator.rating ? (
            <div className="flex items-center gap-2" data-testid="creator-rating">
              <dt className="sr-only">Rating from verified buyers</dt>
              <dd>
                <RatingStars rating={creator.rating} />
              </dd>
            </div>
          ) : null}
        </dl>
      </Card>
      <section aria-labelledby="creator-templates">
        <h2 id="creator-templates" className="text-2xl font-bold text-slate-900">
          {`Templates by ${creator.displayName}`}
        </h2>
        {cards.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.id}>
                <TemplateCard card={card} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-600">No templates on sale yet.</p>
        )}
      </section>
    </div>
  )
}
