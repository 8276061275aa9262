import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { builtWeb } from '../../testing/built-web.ts'
import { testApp } from '../../testing/test-app.ts'

// /creators/:handle is server-rendered like the prompt pages (decisions 0018, 0030): its own head, its cards in the
// first HTML, and a 404 with noindex for a handle nobody has.
describe('the creator page, rendered on the server', async () => {
  const t = await testApp({ seed: true })
  let app: ReturnType<typeof createApp>
  beforeAll(() => {
    app = createApp(t.deps, { webDist: builtWeb() })
  }, 180_000)

  it('has its title, description and canonical address, and the catalogue in the first HTML', async () => {
    const res = await app.request('/creators/promptmarket')
    expect(res.status).toBe(200)
    const html = await res.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(/<title>([^<]*)<\/title>/.exec(head)?.[1]).toBe('PromptMarket (@promptmarket) · PromptMarket')
    expect(/<meta name="description" content="([^"]*)"/.exec(head)?.[1]).toContain('The PromptMarket team')
    expect(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]).toBe(
      `${t.deps.env.APP_URL}/creators/promptmarket`,
    )
    expect(html).toContain('Templates by PromptMarket')
    expect(html).toContain('Japan')
  })

  it('answers an unknown handle with 404, the not-found state and noindex', async () => {
    const res = await app.request('/creators/nobody-by-this-name')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Creator not found')
    expect(html).toContain('<meta name="robots" content="noindex"')
  })
})
