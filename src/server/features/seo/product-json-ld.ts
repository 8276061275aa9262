import { categoryOf } from '../../../shared/catalog/categories.ts'
import type { ProductFacts } from './find-product.ts'

/**
 * schema.org Product with its Offer in AUD (the price from the database, integer cents), and an AggregateRating
 * only when verified buyers have rated it: search engines show stars from it, so none are ever invented.
 */
export function productJsonLd(p: ProductFacts, { url, image }: { url: string; image: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.id,
    category: categoryOf(p.category).name,
    url,
    image,
    brand: { '@type': 'Brand', name: 'PromptMarket' },
    offers: {
      '@type': 'Offer',
      price: (p.priceCents / 100).toFixed(2),
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(p.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.average,
            ratingCount: p.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}
