import { categoryOf, type CategoryKey } from './categories.ts'
import { formatAud, tierLabel, tierOf, tierPrices, type Tier } from './tiers.ts'
import type { TemplateDetail } from './template-detail.ts'
import type { CreatorByline } from '../creators/creator.ts'

// The derived display card of spec 3, with true figures only: the rating is the real one (or null), never
// a fixed 4.8 and never a random review count; 'Bestseller' comes from real completed purchases.
export type DisplayCard = {
  id: string
  slug: string
  staticPage: boolean
  name: string
  description: string
  categoryKey: CategoryKey
  tier: Tier
  rating: { average: number; count: number } | null
  priceCents: number
  priceText: string
  credits: number
  isSuper: boolean
  isBoost: boolean
  isDaily: boolean
  isBestseller: boolean
  outcomes: string[]
  features: string[]
  tags: string[]
  /** Null when the source does not say (e.g. a library row): the card then names no one. */
  creator: CreatorByline | null
}

/** What a card can be derived from: any template-like object, with any field missing. */
export type CardSource = {
  id: string
  slug?: string | null
  staticPage?: boolean | null
  name?: string | null
  description?: string | null
  tier?: string | null
  category?: string | null
  categoryKey?: string | null
  creditsCost?: number | null
  priceCents?: number | null
  rating?: { average: number; count: number } | null
  detail?: Pick<TemplateDetail, 'features'> | null
  creator?: CreatorByline | null
}

export const maxOutcomes = 3

// Outcome lines picked by keywords in the prompt's name (spec 3), in this order of preference.
const outcomeRules: [RegExp, string][] = [
  [/\b(gym|fitness|workout|training)\b/i, 'A training plan matched to your goals and week'],
  [/\b(calorie|diet|nutrition|meal)/i, 'A daily eating plan you can actually keep'],
  [/\bsleep/i, 'A wind-down routine and a steadier sleep schedule'],
  [/\b(europe|japan|travel|trip)/i, 'Day-by-day routes that fit your budget and pace'],
  [/\b(hustle|income)/i, 'A first offer and a plan to earn extra income'],
  [/\b(career|job|pay|salary|networking)/i, 'Clear next steps for your career'],
  [/\b(quote|mechanic|renovation|purchase|decider)/i, 'Know what is fair before you pay'],
  [/\b(deal|food)/i, 'Good-value places and deals near you'],
  [/\b(email|polish)/i, 'Clear, polished wording in your own voice'],
  [/\b(relationship|breakup|conversation|dating)/i, 'Words and plans for the people who matter'],
  [/\b(life|architect|track|focus|manifest|mindset|abundance)/i, 'Clarity on your direction and priorities'],
  [/\b(plan|planner|blueprint|roadmap|launcher)/i, 'A step-by-step plan built on your answers'],
  [
    /\b(mentor|coach|strategist|guide|navigator|guardian|checker)/i,
    'Expert-style guidance for your situation',
  ],
]

export const defaultOutcomes = [
  'Personalised to your answers',
  'Works with any AI model',
  'Yours for life after one purchase',
]

/** Up to three outcome lines: keyword matches on the name first, then the defaults. */
export function outcomesFor(name: string | null | undefined): string[] {
  const matched = outcomeRules.filter(([pattern]) => pattern.test(name ?? '')).map(([, line]) => line)
  return [...new Set([...matched, ...defaultOutcomes])].slice(0, maxOutcomes)
}

const positiveInt = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined

/** Derives the display card; prices come from the template, else its tier (spec 9 default: daily, 2 credits, $7.99). */
export function toDisplayCard(
  source: CardSource,
  opts: { bestsellerIds?: ReadonlySet<string> | readonly string[] } = {},
): DisplayCard {
  const tier = tierOf(source.tier)
  const price = tierPrices[tier]
  const priceCents = positiveInt(source.priceCents) ?? price.priceCents
  const credits = positiveInt(source.creditsCost) ?? price.credits
  const name = source.name?.trim() || 'Untitled prompt'
  const outcomes = outcomesFor(source.name)
  const bestsellers = opts.bestsellerIds
  return {
    id: source.id,
    slug: source.slug || source.id,
    staticPage: Boolean(source.staticPage),
    name,
    description: source.description?.trim() || '',
    categoryKey: categoryOf(source.categoryKey ?? source.category).key,
    tier,
    rating: source.rating && source.rating.count > 0 ? source.rating : null,
    priceCents,
    priceText: formatAud(priceCents),
    credits,
    isSuper: tier === 'super',
    isBoost: tier === 'boost',
    isDaily: tier === 'daily',
    isBestseller: bestsellers
      ? 'has' in bestsellers
        ? bestsellers.has(source.id)
        : bestsellers.includes(source.id)
      : false,
    outcomes,
    features: source.detail?.features?.length ? source.detail.features.map((f) => f.title) : outcomes,
    tags: [tierLabel(tier)],
    creator: source.creator ?? null,
  }
}
