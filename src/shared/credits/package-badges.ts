import { creditPackages, type CreditPackage } from './packages.ts'

// The badges of the credit packs are facts (decision 0026): 'Most Popular' only for the pack that sold the most in
// the last 30 days, with at least 5 sales and no tie; 'Best value' for the lowest price per credit.
export const mostPopularRule = { days: 30, minSales: 5 } as const

export type PackageBadges = { mostPopular: CreditPackage['id'] | null; bestValue: CreditPackage['id'] }

/** The best-selling pack of the window, or null when none reaches the minimum or two share the top. */
export function mostPopularPackage(
  sales: { packageId: string; sales: number }[],
): CreditPackage['id'] | null {
  const known = sales.filter((s) => creditPackages.some((p) => p.id === s.packageId))
  const sorted = [...known].sort((a, b) => b.sales - a.sales)
  const [top, next] = sorted
  if (!top || top.sales < mostPopularRule.minSales || (next && next.sales === top.sales)) return null
  return top.packageId as CreditPackage['id']
}

/** The pack with the lowest price per credit. */
export const bestValuePackage = (): CreditPackage['id'] =>
  [...creditPackages].sort((a, b) => a.priceCents / a.credits - b.priceCents / b.credits)[0]!.id
