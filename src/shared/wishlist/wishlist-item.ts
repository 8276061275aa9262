import { z } from 'zod'
import type { CategoryKey } from '../catalog/categories.ts'
import type { Tier } from '../catalog/tiers.ts'

/** One saved template of GET /api/wishlist, newest first. */
export type WishlistItem = {
  templateId: string
  addedAt: string
  template: {
    id: string
    slug: string
    staticPage: boolean
    name: string
    description: string
    tier: Tier
    category: string
    categoryKey: CategoryKey
    creditsCost: number
    priceCents: number
    /** False once the template is taken off sale: it stays listed so the member sees why it cannot be bought. */
    onSale: boolean
  }
}

// A template id in a path (PUT/DELETE /api/wishlist/:templateId).
export const wishlistParam = z.object({ templateId: z.string().min(1).max(200, 'Prompt not found') })
