// Public storefront figures: all of them counted from real rows, none invented (docs/deviations.md).
export type StoreStats = {
  members: number
  prompts: number
  categories: number
  rating: { average: number; count: number } | null
}

export type Review = {
  id: string
  promptId: string
  promptName: string
  stars: number
  text: string | null
  author: string
  createdAt: string
}

/** The founding-members banner speaks of the first 1,000 members; it is hidden once they have joined. */
export const foundingMembers = 1000

// A Bestseller is among the top few by completed purchases and has at least a few of them.
export const bestsellerRule = { top: 3, minPurchases: 3 } as const
