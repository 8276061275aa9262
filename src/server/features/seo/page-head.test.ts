import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptRatings } from '../../db/schema/library.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { builtWeb } from '../../testing/built-web.ts'
import { givenUser } from '../../testing/given.ts'
import { testApp } from '../../testing/test-app.ts'

// Decision 0030: every server-rendered page has its own head, drawn from the page and the database.

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1]?.replace(/&amp;/g, '&')
const metaName = (html: string, name: string) =>
  attr(html, new RegExp(`<meta name="${name}" content="([^"]*)"`))
const metaProp = (html: string, prop: string) =>
  attr(html, new RegExp(`<meta property="${prop}" content="([^"]*)"`))
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)

describe('the head of server-rendered pages', async () => {
  const t = await testApp({ seed: true })
  const appUrl = t.deps.env.APP_URL
  let app: ReturnType<typeof createApp>
  const page = async (path: string, status = 200) => {
    const res = await app.request(path)
    expect(res.status, path).toBe(status)
    return res.text()
  }

  beforeAll(() => {
    app = createApp(t.deps, { webDist: builtWeb() })
  }, 180_000)

  it('a prompt page: its own title, description, canonical, link preview and Product data in AUD, no stars', async () => {
    const [row] = await t.db.select().from(promptTemplates).where(eq(promptTemplates.slug, 'japan-planner'))
    const html = await page('/prompts/japan-planner')
    const head = headOf(html)
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(attr(head, /<title>([^<]*)<\/title>/)).toBe(`${row!.name} · PromptMarket`)
    const description = metaName(head, 'description')!
    expect(head.match(/<meta name="description"/g)).toHaveLength(1)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(row!.description.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''))
    const canonical = `${appUrl}/prompts/japan-planner`
    expect(attr(head, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical)
    expect(metaProp(head, 'og:url')).toBe(canonical)
    expect(metaProp(head, 'og:type')).toBe('product')
    expect(metaProp(head, 'og:title')).toBe(`${row!.name} · PromptMarket`)
    expect(metaProp(head, 'og:description')).toBe(description)
    const image = metaProp(head, 'og:image')!
    expect(image).toMatch(new RegExp(`^${appUrl}/og/[a-z-]+\\.png$`))
    expect(metaName(head, 'twitter:card')).toBe('summary_large_image')
    expect(metaName(head, 'twitter:title')).toBe(`${row!.name} · PromptMarket`)
    expect(metaName(head, 'twitter:image')).toBe(image)
    // The image is there, a PNG of 1200x630.
    const png = await app.request(new URL(image).pathname)
    expect(png.status).toBe(200)
    const bytes = Buffer.from(await png.arrayBuffer())
    expect(bytes.subarray(1, 4).toString()).toBe('PNG')
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])

    const blocks = jsonLdBlocks(head)
    expect(blocks).toHaveLength(1)
    const product = JSON.parse(blocks[0]!)
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: row!.name,
      url: canonical,
      image,
      offers: {
        '@type': 'Offer',
        price: (row!.priceCents / 100).toFixed(2),
        priceCurrency: 'AUD',
        url: canonical,
      },
    })
    expect(product).not.toHaveProperty('aggregateRating')
    expect(JSON.stringify(product)).not.toMatch(/masterPrompt|questions/)
  })

  it('the price and rating come from the database; a rating counts only from a verified buyer', async () => {
    const [row] = await t.db.select().from(promptTemplates).where(eq(promptTemplates.slug, 'europe-planner'))
    const id = row!.id
    await t.db.update(promptTemplates).set({ priceCents: 1234 }).where(eq(promptTemplates.id, id))
    // A rating by someone who never bought it does not count.
    const stranger = await givenUser(t.db)
    await t.db.insert(promptRatings).values({ userId: stranger.id, promptId: id, stars: 1 })
    let product = JSON.parse(jsonLdBlocks(await page('/prompts/europe-planner'))[0]!)
    expect(product.offers.price).toBe('12.34')
    expect(product).not.toHaveProperty('aggregateRating')

    for (const stars of [5, 4]) {
      const buyer = await givenUser(t.db)
      await t.db
        .insert(promptPurchases)
        .values({ userId: buyer.id, promptId: id, purchaseMethod: 'credits', status: 'completed' })
      await t.db.insert(promptRatings).values({ userId: buyer.id, promptId: id, stars })
    }
    product = JSON.parse(jsonLdBlocks(await page('/prompts/europe-planner'))[0]!)
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    })
  })

  it('text from the database cannot close the JSON-LD block or break out of an attribute', async () => {
    const evil = `</script><script>alert(1)</script>" onload="alert(2)`
    await t.db
      .update(promptTemplates)
      .set({ name: `Japan ${evil}`, description: `Plan ${evil}` })
      .where(eq(promptTemplates.slug, 'japan-planner'))
    const head = headOf(await page('/prompts/japan-planner'))
    expect(head).not.toContain('<script>alert(1)')
    expect(head).not.toContain('" onload="')
    const blocks = jsonLdBlocks(head)
    expect(blocks).toHaveLength(1)
    expect(blocks[0]).not.toContain('<')
    expect(JSON.parse(blocks[0]!).name).toBe(`Japan ${evil}`)
    // Inline script stays banned: the only inline <script> elements are data blocks.
    for (const tag of head.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toMatch(/src=|type="application\/(ld\+)?json"/)
  })

  it('home, browse and category pages have their own titles, canonicals and images; no Product data', async () => {
    const seen = new Set<string>()
    for (const [path, image] of [
      ['/', '/og/promptmarket.png'],
      ['/browse', '/og/promptmarket.png'],
      ['/category/health-fitness', '/og/health-fitness.png'],
      ['/category/power-tools/', '/og/power-tools.png'],
    ] as const) {
      const head = headOf(await page(path))
      const title = attr(head, /<title>([^<]*)<\/title>/)!
      seen.add(title)
      expect(metaName(head, 'description'), path).toBeTruthy()
      expect(attr(head, /<link rel="canonical" href="([^"]*)"/), path).toBe(
        `${appUrl}${path.length > 1 ? path.replace(/\/$/, '') : '/'}`,
      )
      expect(metaProp(head, 'og:type'), path).toBe('website')
      expect(metaProp(head, 'og:image'), path).toBe(`${appUrl}${image}`)
      expect(jsonLdBlocks(head), path).toEqual([])
    }
    expect(seen.size).toBe(4)
    expect([...seen]).toContain('Health & Fitness prompts · PromptMarket')
  })

  it('a prompt without a static page is rendered at /prompt/{id}; other addresses of a prompt redirect to its own', async () => {
    const [other] = await t.db
      .select()
      .from(promptTemplates)
      .where(eq(promptTemplates.slug, 'email-polisher'))
    expect(other!.staticPage).toBe(false)
    const path = `/prompt/${other!.id}`
    const html = await page(path)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${other!.name}</h1>`))
    const head = headOf(html)
    expect(attr(head, /<title>([^<]*)<\/title>/)).toBe(`${other!.name} · PromptMarket`)
    expect(attr(head, /<link rel="canonical" href="([^"]*)"/)).toBe(`${appUrl}${path}`)
    expect(JSON.parse(jsonLdBlocks(head)[0]!)).toMatchObject({ '@type': 'Product', url: `${appUrl}${path}` })

    const [withPage] = await t.db
      .select()
      .from(promptTemplates)
      .where(eq(promptTemplates.slug, 'japan-planner'))
    for (const [asked, target] of [
      [`/prompt/${withPage!.id}?ref=chat`, '/prompts/japan-planner?ref=chat'],
      ['/prompt/japan-planner', '/prompts/japan-planner'],
    ] as const) {
      const res = await app.request(asked, { redirect: 'manual' })
      expect(res.status, asked).toBe(301)
      expect(res.headers.get('location'), asked).toBe(target)
    }
  })

  it('a page that is not found is not indexed and names no canonical address', async () => {
    for (const path of [
      '/prompts/no-such-prompt',
      '/prompt/no-such-prompt',
      '/prompt/%E0%A4%A',
      '/category/nope',
      '/no-such-page',
    ]) {
      const head = headOf(await page(path, 404))
      expect(head, path).toContain('<meta name="robots" content="noindex"')
      expect(head, path).not.toContain('rel="canonical"')
      expect(jsonLdBlocks(head), path).toEqual([])
    }
  })
})
