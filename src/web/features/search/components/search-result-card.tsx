import { Link } from 'react-router'
import { ListChecks, Sparkles } from 'lucide-react'
import { formatAud, type Tier } from '../../../../shared/catalog/tiers.ts'
import { TierBadge } from '../../storefront/public.ts'
import { CreatorByline } from '../../creators/public.ts'
import type { CreatorByline as Byline } from '../../../../shared/creators/creator.ts'

/**
 * One search result: a card whose title links to the prompt's detail page (the link covers the card), the creator's
 * byline with its own link, and the reason when there is one: the model's (sparkles)
 * or the local ranker's account of what matched (a checklist), never dressed up as the other.
 */
export function SearchResultCard(props: {
  href: string
  name: string
  description: string
  tier: Tier
  priceCents: number
  credits: number
  /** Who sells it, linking to their page. */
  creator?: Byline | null
  reasoning?: string
  reasoningBy?: 'ai' | 'local'
  onOpen: () => void
}) {
  return (
    <li className="group relative flex h-full flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200 transition hover:shadow-sm hover:ring-brand-300">
      <span className="flex flex-wrap items-center gap-2">
        {/* The whole card is the link's target area and its focus ring; the creator's link sits above it. */}
        <Link
          to={props.href}
          onClick={props.onOpen}
          className="font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          {props.name}
        </Link>
        <TierBadge tier={props.tier} />
      </span>
      <CreatorByline creator={props.creator ?? null} className="text-slate-500" />
      <span className="line-clamp-2 text-sm text-slate-600">{props.description}</span>
      {props.reasoning &&
        (props.reasoningBy === 'ai' ? (
          <span className="flex gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            <span>
              <span className="sr-only">Why it fits: </span>
              {props.reasoning}
            </span>
          </span>
        ) : (
          <span className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <ListChecks className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            <span>
              <span className="sr-only">What matched: </span>
              {props.reasoning}
            </span>
          </span>
        ))}
      <span className="mt-auto text-sm font-medium text-slate-900">
        {formatAud(props.priceCents)}{' '}
        <span className="font-normal text-slate-500">
          or {props.credits} {props.credits === 1 ? 'credit' : 'credits'}
        </span>
      </span>
    </li>
  )
}
