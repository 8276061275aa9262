import type { Db } from '../../db/client.ts'
import { categoryByPath } from '../../../shared/catalog/categories.ts'
import { findProduct, productPath } from './find-product.ts'
import { renderHeadTags, shortDescription, type HeadTags } from './head-tags.ts'
import { categoryPreviewPath, previewImageSize, sitePreviewPath } from './preview-image.ts'
import { productJsonLd } from './product-json-ld.ts'

const siteDescription =
  'Prompt templates for everyday life: answer a few questions and get a personal, copy-paste prompt for any AI model.'
const siteTitle = 'PromptMarket — AI prompt templates made personal'

export type PageHeadInput = {
  appUrl: string
  /** The address asked for (the path only is used). */
  pathname: string
  /** As the page names itself (usePageMeta); empty for the site's own title. */
  title: string
  description?: string
  status: number
}

/**
 * The head of a server-rendered page (decision 0030): its own title and description, canonical address, link
 * preview (a category's image, or the site's) and, on a prompt's page, schema.org Product data from the database.
 */
export async function buildPageHead(db: Db, input: PageHeadInput): Promise<string> {
  const absolute = (path: string) => new URL(path, `${input.appUrl}/`).href
  const title = input.title ? `${input.title} · PromptMarket` : siteTitle
  const description = shortDescription(input.description || siteDescription)
  const path = input.pathname.length > 1 ? input.pathname.replace(/\/+$/, '') : input.pathname
  const head: HeadTags = {
    title,
    description,
    canonical: absolute(path),
    image: { url: absolute(sitePreviewPath), alt: 'PromptMarket', ...previewImageSize },
    type: 'website',
  }
  if (input.status !== 200) return renderHeadTags({ ...head, canonical: null, noindex: true })

  const detail = /^\/prompts?\/([^/]+)$/.exec(path)
  const category = /^\/category\/([^/]+)$/.exec(path)
  if (detail) {
    const product = await findProduct(db, safeDecode(detail[1]!))
    if (product) {
      const url = absolute(productPath(product))
      const image = absolute(categoryPreviewPath(product.category))
      head.canonical = url
      head.type = 'product'
      head.image = { url: image, alt: product.name, ...previewImageSize }
      head.jsonLd = productJsonLd(product, { url, image })
    }
  } else if (category) {
    const found = categoryByPath(category[1]!)
    if (found)
      head.image = { url: absolute(categoryPreviewPath(found.key)), alt: found.name, ...previewImageSize }
  }
  return renderHeadTags(head)
}

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
