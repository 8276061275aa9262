import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { builtWeb } from './testing/built-web.ts'
import { testApp } from './testing/test-app.ts'

// A signed-in member's client-rendered page names what it asks for first in its head, so the browser fetches it
// beside the app's entry (issue 21: the signed-in library's load). The library itself is rendered on the server
// (decision 0042); these preloads are its fallback when that render is not there, as in a build without it.
describe('signed-in preloads', async () => {
  const dist = builtWeb()
  const withoutServerRender = join(mkdtempSync(join(tmpdir(), 'pm-no-ssr-')), 'dist')
  cpSync(dist, withoutServerRender, { recursive: true })
  rmSync(join(withoutServerRender, 'ssr'), { recursive: true })
  const t = await testApp({ seed: true })
  const app = createApp(t.deps, { webDist: withoutServerRender })
  const rendering = createApp(t.deps, { webDist: dist })
  const member = await t.signedInUser()
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const dashboardChunk = `/${manifest['src/web/pages/dashboard.tsx']!.file}`
  const page = async (path: string, cookie?: string) => {
    const res = await app.request(path, { headers: cookie ? { cookie } : {} })
    return { status: res.status, html: await res.text(), vary: res.headers.get('vary') }
  }
  const fetchPreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1])

  it("starts the library's session check, lists and chunk with the HTML", async () => {
    const { status, html, vary } = await page('/dashboard', member.headers.cookie)
    expect(status).toBe(200)
    expect(fetchPreloads(html)).toEqual([
      '/api/auth/get-session',
      '/api/me',
      '/api/library',
      '/api/customizations',
      '/api/wishlist',
      '/api/shares/with-me',
      '/api/gift-cards',
    ])
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${dashboardChunk}">`)
    expect(vary).toContain('Cookie')
  })

  it('names only the session check on other client-rendered pages', async () => {
    const { html } = await page('/account', member.headers.cookie)
    expect(fetchPreloads(html)).toEqual(['/api/auth/get-session', '/api/me'])
    expect(html).not.toContain(dashboardChunk)
  })

  it('names nothing for a visitor, nor on server-rendered pages', async () => {
    expect(fetchPreloads((await page('/dashboard')).html)).toEqual([])
    for (const path of ['/browse', '/dashboard']) {
      const res = await rendering.request(path, { headers: { cookie: member.headers.cookie } })
      const html = await res.text()
      expect(html, path).toContain('data-entry=')
      expect(fetchPreloads(html), path).toEqual([])
    }
  })
})
