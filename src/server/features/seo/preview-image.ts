import { categoryOf } from '../../../shared/catalog/categories.ts'

// Link-preview images (decision 0030): one per category and one for the site, 1200x630 PNGs committed under
// public/og/ (made once by scripts/og-images.mjs).
export const previewImageSize = { width: 1200, height: 630 } as const

export const sitePreviewPath = '/og/promptmarket.png'
export const categoryPreviewPath = (category: string) => `/og/${categoryOf(category).path}.png`
