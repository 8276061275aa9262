import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { promptPurchases } from './db/schema/purchases.ts'
import { loadLaunchCatalogue } from './db/seed/launch-catalogue.ts'
import { testApp } from './testing/test-app.ts'
import { builtWeb } from './testing/built-web.ts'
import { masterOpening } from '../shared/catalog/prompt-preview.ts'

// Decision 0026: before purchase anyone sees the questions and a preview of the generated prompt, and no paid text.
// For every launch template, every public GET answer of the API (found by walking the app's route table, so a route
// added later is scanned too), the AI search and the server-rendered detail page are searched for any piece of the
// master prompt other than the preview's opening sentence. The owner's own content answer is the positive control:
// the same scan must find the master prompt there, or the scan proves nothing.

// Letters and digits only, lower case: the same text whether it arrives as JSON (escaped), HTML (entities) or plain.
const normalise = (text: string) =>
  text
    .replace(/\\u[0-9a-fA-F]{4}|\\[nrt"\\/]/g, ' ')
    .replace(/&(#x?[0-9a-fA-F]+|[a-z]+);/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

const chunkSize = 40

/** The pieces of the master prompt beyond its public opening, about six words each, overlapping. */
function paidPieces(masterPrompt: string): string[] {
  const opening = normalise(masterOpening(masterPrompt).opening.replace(/…$/, ''))
  const text = normalise(masterPrompt)
  const pieces: string[] = []
  for (let at = 0; at + chunkSize <= text.length; at += chunkSize / 2) {
    const piece = text.slice(at, at + chunkSize)
    if (!opening.includes(piece)) pieces.push(piece)
  }
  return pieces
}

const leaksIn = (body: string, pieces: string[]) => {
  const text = normalise(body)
  return pieces.filter((p) => text.includes(p))
}

describe('no paid text before purchase', async () => {
  const t = await testApp({ seed: true })
  const launch = await loadLaunchCatalogue()
  const member = await t.signedInUser({ name: 'Nora Nonowner' })
  const owner = await t.signedInUser({ name: 'Olive Owner' })
  await t.db
    .insert(promptPurchases)
    .values(launch.map((tpl) => ({ userId: owner.id, promptId: tpl.id, purchaseMethod: 'credits' })))

  // Every GET under /api that a visitor or a member can call, but the session and auth machinery and the stream.
  // Once each: the route table lists a path once per handler (validators, guards), and the same request to the same
  // path runs all of them.
  const publicGets = [
    ...new Set(
      t.app.routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/')).map((r) => r.path),
    ),
  ].filter((p) => !/^\/api\/(auth|admin|events)(\/|$)/.test(p) && !p.includes('*'))
  const pathFor = (route: string, id: string) =>
    route.replace(/:(idOrSlug|id|promptId)\b/g, encodeURIComponent(id)).replace(/:[a-zA-Z]+/g, 'x')

  it('scans a route table that has the public questions and preview', () => {
    expect(publicGets).toContain('/api/templates/:idOrSlug/preview')
    expect(publicGets).toContain('/api/templates/:id/content')
    expect(launch.length).toBeGreaterThan(15)
  })

  it('the owner content answer holds the master prompt, so the scan can see a leak', async () => {
    for (const tpl of launch) {
      const res = await t.json(`/api/templates/${tpl.id}/content`, { headers: owner.headers })
      expect(res.status, tpl.id).toBe(200)
      const pieces = paidPieces(tpl.masterPrompt)
      expect(leaksIn(JSON.stringify(res.data), pieces), tpl.id).toHaveLength(pieces.length)
    }
  })

  it('no public API answer carries the master prompt beyond the preview, for a visitor or a non-owner', async () => {
    const piecesOf = new Map(launch.map((tpl) => [tpl.id, paidPieces(tpl.masterPrompt)]))
    for (const pieces of piecesOf.values()) expect(pieces.length).toBeGreaterThan(10)
    const allPieces = [...piecesOf.values()].flat()
    const scan = async (
      path: string,
      pieces: string[],
      who: typeof member | null,
      init: RequestInit = {},
    ) => {
      const res = await t.app.request(path, {
        ...init,
        headers: { ...(init.headers ?? {}), ...(who?.headers ?? {}) },
      })
      const label = `${init.method ?? 'GET'} ${path} as ${who ? 'member' : 'visitor'}`
      expect(res.status, label).toBeLessThan(500)
      expect(leaksIn(await res.text(), pieces), label).toEqual([])
    }
    for (const who of [null, member]) {
      for (const route of publicGets) {
        // A route about one template is asked about each, by id and by slug; any other route once, for all of them.
        if (!/:(idOrSlug|id|promptId)\b/.test(route)) {
          await scan(pathFor(route, 'x'), allPieces, who)
          continue
        }
        for (const tpl of launch)
          for (const id of new Set([tpl.id, tpl.slug]))
            await scan(pathFor(route, id), piecesOf.get(tpl.id)!, who)
      }
      await scan('/api/templates?limit=100', allPieces, who)
      for (const tpl of launch)
        await scan('/api/functions/ai-search-prompts', piecesOf.get(tpl.id)!, who, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: t.deps.env.APP_URL },
          body: JSON.stringify({ query: tpl.name }),
        })
    }
    for (const tpl of launch) {
      const content = await t.json(`/api/templates/${tpl.id}/content`, { headers: member.headers })
      expect(content.status).toBe(403)
    }
  }, 120_000)

  it('the preview shows every question by text and type, and the master prompt opening', async () => {
    for (const tpl of launch) {
      const { status, data } = await t.read(
        t.api.templates[':idOrSlug'].preview.$get({ param: { idOrSlug: tpl.slug } }),
      )
      expect(status).toBe(200)
      if (status !== 200) continue
      expect(data.questions.map((q) => [q.id, q.text, q.type])).toEqual(
        tpl.questions.map((q) => [q.id, q.question, q.type]),
      )
      const withheld = data.preview.sections.find((s) => s.kind === 'withheld')
      expect(withheld, tpl.id).toMatchObject({ opening: masterOpening(tpl.masterPrompt).opening })
      expect(withheld?.kind === 'withheld' && withheld.withheldWords, tpl.id).toBeGreaterThan(100)
    }
    const missing = await t.read(t.api.templates[':idOrSlug'].preview.$get({ param: { idOrSlug: 'nope' } }))
    expect(missing.status).toBe(404)
  })

  describe('server-rendered detail pages', () => {
    let app: ReturnType<typeof createApp>
    beforeAll(() => {
      app = createApp(t.deps, { webDist: builtWeb() })
    }, 180_000)

    it('carry the questions and the preview, and no paid text, on every detail page', async () => {
      for (const tpl of launch) {
        const path = tpl.staticPage ? `/prompts/${tpl.slug}` : `/prompt/${tpl.id}`
        for (const headers of [{}, member.headers]) {
          const res = await app.request(path, { headers })
          const html = await res.text()
          expect(res.status, path).toBe(200)
          expect(leaksIn(html, paidPieces(tpl.masterPrompt)), path).toEqual([])
          // Pages rendered on the server (decision 0018) show the questions and the preview in the HTML itself.
          if (tpl.staticPage) {
            expect(html, path).toContain('data-testid="question-list"')
            expect(html, path).toContain('data-testid="prompt-preview"')
            expect(normalise(html), path).toContain(normalise(tpl.questions[0]!.question))
          }
        }
      }
    }, 120_000) // 44 pages: on a loaded machine the first, which loads the server render, alone takes seconds
  })
})
