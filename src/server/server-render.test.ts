import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from './app.ts'
import { promptTemplates } from './db/schema/catalog.ts'
import { testApp } from './testing/test-app.ts'
import { builtWeb } from './testing/built-web.ts'
import { asyncContextHookOn } from '../shared/async-context/off-when-idle.ts'

// Decision 0018: the storefront pages' first screen is rendered on the server from the real build
// (scripts/build-web.mjs: the browser bundle and dist/ssr/entry-server.js), with public data only.

// A <script> that runs: not an external file and not a JSON data block (the seeds, or JSON-LD in the head).
const executableInlineScript = /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/i
const seedsOf = (html: string) => {
  const block = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)
  return block ? (JSON.parse(block[1]!) as { key: unknown[]; data: unknown }[]) : []
}

describe('server-rendered storefront pages', async () => {
  const t = await testApp({ seed: true })
  let app: ReturnType<typeof createApp>
  let dist: string
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers })
    expect(res.status).toBe(200)
    return res.text()
  }

  beforeAll(() => {
    dist = builtWeb()
    app = createApp(t.deps, { webDist: dist })
  }, 180_000)

  it("renders with React's production build whatever NODE_ENV the server runs under", () => {
    // Vite keeps process.env.NODE_ENV for the server build; left so, a server under test (NODE_ENV=test) rendered
    // every page with React's development checks, at about 1.7 times the CPU per page.
    const files = readdirSync(join(dist, 'ssr'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.js'),
    )
    expect(files.length).toBeGreaterThan(0)
    const development = files.filter((f) =>
      /cjs\/[\w.-]+\.development\.js/.test(readFileSync(join(dist, 'ssr', f), 'utf8')),
    )
    expect(development).toEqual([])
  })

  it('a detail page arrives with its content, the API answer it was drawn from, and no script that runs', async () => {
    const { data: template } = await t.json('/api/templates/ai-powered-career-navigator')
    const { data: preview } = await t.json('/api/templates/ai-powered-career-navigator/preview')
    const html = await page('/prompts/ai-powered-career-navigator')
    expect(html).toMatch(/<h1[^>]*>AI-Powered Career Navigator<\/h1>/)
    expect(html).toContain(template.description)
    expect(html).toContain('Get This Prompt')
    expect(seedsOf(html)).toEqual([
      { key: ['templates', 'detail', 'ai-powered-career-navigator'], data: template },
      { key: ['templates', 'preview', 'ai-powered-career-navigator'], data: preview },
      { key: ['templates', 'samples', 'ai-powered-career-navigator'], data: { items: [] } },
      // No session cookie, so nobody is signed in: the browser starts from that too (decision 0046).
      { key: ['me'], data: null },
    ])
    // Paid content never reaches the page (goods-before-purchase.test.ts scans every detail page for it).
    expect(JSON.stringify(seedsOf(html))).not.toMatch(/masterPrompt|master_prompt/)
    expect(html).not.toMatch(executableInlineScript)
    // The app starts from /boot.js after the first paint; the stylesheet is inside the page.
    expect(html).toMatch(
      /<script src="\/boot\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*" defer><\/script>/,
    )
    expect(html).not.toContain('rel="modulepreload"')
    // The page's own chunk is fetched with the entry (from the build manifest), not after it.
    expect(html).toMatch(/data-preload="[^"]*\/assets\/prompt-detail-[\w-]+\.js/)
    expect((await app.request('/.vite/manifest.json')).status).toBe(404)
    expect(html).toMatch(/<style>[\s\S]+<\/style>/)
    expect(html).not.toContain('rel="stylesheet"')
  })

  it('the home, browse and category pages arrive rendered, with their public data', async () => {
    expect(await page('/')).toMatch(/<h1[^>]*>Prompt templates that make any AI model personal<\/h1>/)
    const browse = await page('/browse')
    expect(browse).toMatch(/<h1[^>]*>Browse prompts<\/h1>/)
    expect(seedsOf(browse).map((s) => s.key)).toContainEqual(['templates', 'summary'])
    const category = await page('/category/health-fitness')
    expect(category).toMatch(/<h1[^>]*>Health &amp; Fitness<\/h1>/)
    const { data: first } = await t.json('/api/templates?category=health&limit=24')
    expect(first.items.length).toBeGreaterThan(0)
    for (const item of first.items) expect(category).toContain(item.name.replace(/&/g, '&amp;'))
  })

  it('the home page arrives whole for a visitor without a session, and waits for who it is with one', async () => {
    // No session cookie: nobody is signed in, so the page is drawn signed out, with the seed that says so
    // (decision 0046); its categories are drawn in the browser.
    const home = await page('/', { cookie: 'theme=light' })
    for (const text of ['Spin To Win', 'Browse Prompts', 'See How It Works', 'Get Started Free'])
      expect(home).toContain(text)
    expect(home).not.toContain('Explore by category')
    expect(seedsOf(home)).toContainEqual({ key: ['me'], data: null })
    // A session cookie: the storefront page is the same for every member, so who it is stays the browser's to ask.
    const { headers } = await t.signedInUser({ name: 'Hana Home', email: 'hana.ssr@example.com' })
    const member = await page('/', headers)
    expect(member).toMatch(/<h1[^>]*>Prompt templates that make any AI model personal<\/h1>/)
    expect(member).not.toContain('Spin To Win')
    expect(member).not.toContain('Get Started Free')
    expect(seedsOf(member).map((s) => s.key[0])).not.toContain('me')
  })

  it('text from the database is escaped in the markup and cannot close the data block', async () => {
    const evil = `</script><script>alert(1)</script><img src=x onerror=alert(2)> $& $'`
    await t.db
      .update(promptTemplates)
      .set({ description: evil })
      .where(eq(promptTemplates.slug, 'ai-powered-career-navigator'))
    const html = await page('/prompts/ai-powered-career-navigator')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    // boot.js, the JSON-LD in the head and the data block, nothing more
    expect(html.match(/<\/script>/g)).toHaveLength(3)
    expect((seedsOf(html)[0]!.data as { description: string }).description).toBe(evil)
  })

  it("a signed-in visitor's own data is never in the HTML", async () => {
    const { headers } = await t.signedInUser({ name: 'Zelda Quartermaine', email: 'zelda.ssr@example.com' })
    const html = await page('/prompts/ai-powered-career-navigator', headers)
    expect(html).not.toContain('Zelda')
    expect(html).not.toContain('zelda.ssr@example.com')
    expect(new Set(seedsOf(html).map((s) => s.key[0]))).toEqual(new Set(['templates']))
  })

  it("a member's library arrives drawn with their own prompts and theirs only, kept by no shared cache", async () => {
    const ada = await t.signedInUser({ name: 'Ada Ledger', credits: 500 })
    const bob = await t.signedInUser({ name: 'Bob Other', credits: 500 })
    const buy = (who: { headers: Record<string, string> }, promptId: string) =>
      t.json('/api/functions/purchase-prompt', {
        method: 'POST',
        headers: who.headers,
        json: { promptId, method: 'credits' },
      })
    const { data: list } = await t.json('/api/templates?limit=2')
    const [mine, theirs] = list.items as { id: string; name: string }[]
    expect((await buy(ada, mine!.id)).status).toBe(200)
    expect((await buy(bob, theirs!.id)).status).toBe(200)
    const library = async (cookie: string) => {
      const res = await app.request('/dashboard', { headers: { cookie } })
      expect(res.status).toBe(200)
      return { html: await res.text(), cacheControl: res.headers.get('cache-control') }
    }
    // Side by side, as two members' visits are: each render asks the API with its own visitor's cookie.
    const [forAda, forBob] = await Promise.all([library(ada.headers.cookie), library(bob.headers.cookie)])
    // Each render ran in its own async context; once they are done, none is left on (off-when-idle.ts), also
    // after React's own timers from the renders have run.
    expect(asyncContextHookOn()).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asyncContextHookOn()).toBe(false)
    const escaped = (text: string) => text.replace(/&/g, '&amp;')
    expect(forAda.html).toMatch(/<h1[^>]*>My Library<\/h1>/)
    expect(forAda.html).toContain(escaped(mine!.name))
    expect(forAda.html).not.toContain(escaped(theirs!.name))
    expect(forBob.html).toContain(escaped(theirs!.name))
    expect(forBob.html).not.toContain(escaped(mine!.name))
    const { data: adaMe } = await t.json('/api/me', { headers: ada.headers })
    const seeds = seedsOf(forAda.html)
    expect(seeds).toContainEqual({ key: ['me'], data: adaMe })
    expect(JSON.stringify(seeds)).not.toContain('Bob Other')
    expect(forAda.html).toMatch(/data-preload="[^"]*\/assets\/dashboard-[\w-]+\.js/)
    expect(forAda.html).not.toMatch(executableInlineScript)
    expect(forAda.cacheControl).toBe('private, no-cache')
    // Paid content stays behind its own endpoint, even for its owner's library.
    expect(JSON.stringify(seeds)).not.toMatch(/masterPrompt|master_prompt/)
  })

  it('the library of a visitor without a live session is the plain app, which sends them to sign in', async () => {
    const gone = await t.signedInUser()
    await t.json('/api/auth/sign-out', { method: 'POST', headers: gone.headers })
    const visits: Record<string, string>[] = [
      {},
      gone.headers,
      { cookie: 'better-auth.session_token=forged.value' },
    ]
    for (const headers of visits) {
      const res = await app.request('/dashboard', { headers })
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('<div id="root"></div>')
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('an unknown prompt, category or page answers 404 with its not-found page rendered; other pages are the plain app', async () => {
    const notFound = async (path: string) => {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type')).toContain('text/html')
      return res.text()
    }
    const prompt = await notFound('/prompts/no-such-prompt')
    expect(prompt).toMatch(/<h1[^>]*>Prompt not found<\/h1>/)
    expect(prompt).not.toContain('Get This Prompt')
    // The browser starts from the same "not found" answer, so it hydrates to the same page.
    expect(seedsOf(prompt)).toEqual([
      {
        key: ['templates', 'detail', 'no-such-prompt'],
        error: { status: 404, code: 'not_found', message: expect.any(String) },
      },
      { key: ['me'], data: null },
    ])
    expect(await notFound('/category/no-such-category')).toMatch(/<h1[^>]*>Category not found<\/h1>/)
    for (const path of ['/no-such-page', '/prompts/a/b', '/browse/nope']) {
      const html = await notFound(path)
      expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/)
      // The not-found page's own chunk is fetched with the app's entry, so it can take the page over.
      expect(html).toMatch(/data-preload="[^"]*\/assets\/not-found-[\w-]+\.js/)
      expect(html).not.toMatch(executableInlineScript)
    }
    const login = await page('/login')
    expect(login).toContain('<div id="root"></div>')
    expect(login).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/)
    expect((await app.request('/ssr/entry-server.js')).status).toBe(404)
  })

  it('says "Test mode: no money moves" on every page with local payments, outside the app, and not with Stripe', async () => {
    const banner =
      /<body><aside class="test-mode-banner" aria-label="Test mode"><p>Test mode: no money moves<\/p><\/aside>/
    for (const path of ['/', '/prompts/ai-powered-career-navigator', '/login', '/no-such-page'])
      expect(await (await app.request(path)).text(), path).toMatch(banner)
    const stripe = createApp(
      { ...t.deps, env: { ...t.deps.env, PAYMENTS_PROVIDER: 'stripe' } },
      { webDist: dist },
    )
    for (const path of ['/', '/login'])
      expect(await (await stripe.request(path)).text()).not.toContain('Test mode')
  })
})

describe('server render failure', () => {
  it('sends the client-rendered page when the server render throws, and says so in the log', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'pm-ssr-broken-'))
    mkdirSync(join(dist, 'ssr'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(
      join(dist, 'ssr', 'entry-server.js'),
      'export const rendersOnServer = () => true\nexport const renderPage = async () => { throw new Error("boom") }\n',
    )
    const { deps } = await testApp()
    const app = createApp(deps, { webDist: dist })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const res = await app.request('/browse')
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('<!doctype html><div id="root"></div>')
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('Server render failed'),
        expect.stringContaining('/browse'),
        expect.objectContaining({ message: 'boom' }),
      )
    } finally {
      logged.mockRestore()
    }
  })
})
