// The <head> tags of a server-rendered page (decision 0030): title, description, canonical address, Open Graph
// and Twitter card for link previews, and schema.org data. Pure: the caller gives absolute addresses.

export type HeadTags = {
  title: string
  description: string
  /** Absolute; none for a page that should not be indexed (not found). */
  canonical: string | null
  image: { url: string; alt: string; width: number; height: number }
  type: 'website' | 'product'
  noindex?: boolean
  jsonLd?: object
}

const escapeAttr = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/**
 * JSON-LD as a data block: `type="application/ld+json"` is never executed, so the CSP's ban on inline script
 * holds. `<`, `>` and `&` are escaped (valid JSON still) so no text from the database can close the element.
 */
export const jsonLdScript = (data: object) =>
  `<script type="application/ld+json" data-page-head>${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeAttr(content)}" data-page-head>`

/** The tags, one per line; page-specific ones carry data-page-head (the app drops them on client navigation). */
export function renderHeadTags(h: HeadTags): string {
  const tags = [
    `<title>${escapeAttr(h.title)}</title>`,
    `<meta name="description" content="${escapeAttr(h.description)}">`,
    h.noindex ? '<meta name="robots" content="noindex" data-page-head>' : '',
    h.canonical ? `<link rel="canonical" href="${escapeAttr(h.canonical)}" data-page-head>` : '',
    meta('property', 'og:site_name', 'PromptMarket'),
    meta('property', 'og:locale', 'en_AU'),
    meta('property', 'og:type', h.type),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    h.canonical ? meta('property', 'og:url', h.canonical) : '',
    meta('property', 'og:image', h.image.url),
    meta('property', 'og:image:width', String(h.image.width)),
    meta('property', 'og:image:height', String(h.image.height)),
    meta('property', 'og:image:alt', h.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
    meta('name', 'twitter:image', h.image.url),
    meta('name', 'twitter:image:alt', h.image.alt),
    h.jsonLd ? jsonLdScript(h.jsonLd) : '',
  ]
  return tags.filter(Boolean).join('\n')
}

/** At most `max` characters, cut at a word with an ellipsis: search results show about 160. */
export function shortDescription(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > max * 0.6 ? cut.lastIndexOf(' ') : cut.length)
  return `${atWord.replace(/[\s,.;:]+$/, '')}…`
}
