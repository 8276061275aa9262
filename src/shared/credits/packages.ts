// Credit packages of spec 9 (AUD). The server takes prices from here, never from a request. Their badges come from
// sales (package-badges.ts), not from a flag here: spec 9's fixed 'Most Popular' was not a fact (decision 0026).
export type CreditPackage = {
  id: 'starter' | 'explorer' | 'pro'
  name: string
  credits: number
  priceCents: number
  description: string
  features: string[]
}

export const creditPackages: CreditPackage[] = [
  {
    id: 'starter',
    name: 'Starter',
    credits: 2,
    priceCents: 799,
    description: 'Try one Daily prompt.',
    features: ['2 credits', 'One Daily prompt', 'Credits never expire'],
  },
  {
    id: 'explorer',
    name: 'Explorer',
    credits: 8,
    priceCents: 2500,
    description: 'A Super prompt, or two Boosts.',
    features: ['8 credits', 'One Super or two Boost prompts', 'Credits never expire'],
  },
  {
    id: 'pro',
    name: 'Pro',
    credits: 20,
    priceCents: 4990,
    description: 'The best value per credit for regular users.',
    features: ['20 credits', 'Mix any tiers', 'Credits never expire'],
  },
]

export const findPackage = (id: string) => creditPackages.find((p) => p.id === id)

/** Per-credit price to 2 decimals (spec 9). */
export const perCreditPrice = (p: CreditPackage) => (p.priceCents / 100 / p.credits).toFixed(2)
