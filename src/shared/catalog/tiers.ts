// Tier prices of spec 9, in credits and AUD cents.
export const tiers = ['daily', 'boost', 'super'] as const
export type Tier = (typeof tiers)[number]

export const tierPrices: Record<Tier, { credits: number; priceCents: number }> = {
  daily: { credits: 2, priceCents: 799 },
  boost: { credits: 4, priceCents: 1598 },
  super: { credits: 8, priceCents: 2500 },
}

/** Spec 9: missing or unknown data falls back to daily (2 credits, $7.99). */
export function tierOf(value: string | null | undefined): Tier {
  return (tiers as readonly string[]).includes(value ?? '') ? (value as Tier) : 'daily'
}

export const tierLabel = (tier: Tier) => tier[0].toUpperCase() + tier.slice(1)

/** AUD with two decimals, e.g. "$15.98 AUD". */
export const formatAud = (cents: number) => `$${(cents / 100).toFixed(2)} AUD`
