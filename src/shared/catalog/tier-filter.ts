import type { CategoryKey } from './categories.ts'
import { tiers, type Tier } from './tiers.ts'

// Spec 4, "Filters": tier filter all | daily | boost | super, and the category chooser.
export type TierFilter = 'all' | Tier
export type CategoryFilter = 'all' | CategoryKey

export const tierFilters: readonly TierFilter[] = ['all', ...tiers]

export const isTierFilter = (value: unknown): value is TierFilter =>
  typeof value === 'string' && (tierFilters as readonly string[]).includes(value)

/** 'daily' also takes prompts that are neither super nor boost (spec 4); the others match exactly. */
export function matchesTier(rawTier: string | null | undefined, filter: TierFilter): boolean {
  if (filter === 'all') return true
  if (filter === 'daily') return rawTier !== 'super' && rawTier !== 'boost'
  return rawTier === filter
}

/** The tiers a list actually has, in tier order: a tier button is shown only for these (spec 2). */
export function tiersPresent(items: readonly { tier?: string | null }[]): Tier[] {
  return tiers.filter((tier) => items.some((item) => matchesTier(item.tier, tier)))
}

/** At most `max` items per category, keeping the list's order (spec 4: 2 per category for 'all'). */
export function capPerCategory<T extends { categoryKey: string }>(items: readonly T[], max: number): T[] {
  const seen = new Map<string, number>()
  return items.filter((item) => {
    const n = seen.get(item.categoryKey) ?? 0
    seen.set(item.categoryKey, n + 1)
    return n < max
  })
}

/** The tool picker's card list: category, then tier; with 'all' categories, 2 per category. */
export function pickerItems<T extends { categoryKey: string; tier?: string | null }>(
  items: readonly T[],
  { category, tier }: { category: CategoryFilter; tier: TierFilter },
): T[] {
  const inCategory = category === 'all' ? items : items.filter((i) => i.categoryKey === category)
  const inTier = inCategory.filter((i) => matchesTier(i.tier, tier))
  return category === 'all' ? capPerCategory(inTier, maxPerCategoryForAll) : inTier
}

export const maxPerCategoryForAll = 2

/** Regular search (spec 5): the trimmed query in the name or description, case-insensitive; blank matches none. */
export function matchesText(
  item: { name?: string | null; description?: string | null },
  query: string,
): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return false
  return (item.name ?? '').toLowerCase().includes(q) || (item.description ?? '').toLowerCase().includes(q)
}
