import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { listTemplatesQuery } from '../../../shared/catalog/list-templates-query.ts'
import { createCatalogCache } from './catalog-cache.ts'
import type { EventBus } from '../realtime/public.ts'
import { listTemplates } from './list-templates.ts'
import { getTemplate } from './get-template.ts'

describe('catalogue served from memory', async () => {
  const { app, db, deps } = await testApp({ seed: true })
  let clock = 1_000_000
  deps.catalogCache = createCatalogCache(deps.events, { maxAgeMs: 5_000, now: () => clock })
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
  const rename = (id: string, name: string) =>
    db.update(promptTemplates).set({ name }).where(eq(promptTemplates.id, id))

  it('answers with the same bytes as the uncached use cases, a strong ETag and no-cache', async () => {
    const list = await get('/api/templates?limit=5&tier=super')
    expect(list.status).toBe(200)
    expect(list.headers.get('content-type')).toMatch(/^application\/json/)
    expect(list.headers.get('cache-control')).toBe('no-cache')
    expect(list.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    const query = listTemplatesQuery.parse({ limit: '5', tier: 'super' })
    expect(await list.text()).toBe(JSON.stringify(await listTemplates(db, query)))

    const detail = await get('/api/templates/japan-planner')
    expect(await detail.text()).toBe(JSON.stringify(await getTemplate(db, 'japan-planner')))
    // Not-found and bad input stay the ordinary JSON errors.
    expect((await get('/api/templates/no-such-template')).status).toBe(404)
    expect((await get('/api/templates?limit=abc')).status).toBe(400)
  })

  it('answers 304 with no body to a matching If-None-Match, weak or strong, and 200 otherwise', async () => {
    const first = await get('/api/templates/japan-planner')
    const etag = first.headers.get('etag')!
    const again = await get('/api/templates/japan-planner', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    expect(
      (await get('/api/templates/japan-planner', { 'If-None-Match': `"other", W/${etag}` })).status,
    ).toBe(304)
    expect((await get('/api/templates/japan-planner', { 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('serves from memory until a template-updated event, then reloads', async () => {
    const before = await (await get('/api/templates/japan-planner')).json()
    await rename('japan-planner', 'Japan Planner Renamed')
    // No event yet: still the remembered answer.
    expect((await (await get('/api/templates/japan-planner')).json()).name).toBe(before.name)
    deps.events.publish({ type: 'template-updated', templateId: 'japan-planner' })
    const after = await get('/api/templates/japan-planner')
    expect((await after.json()).name).toBe('Japan Planner Renamed')
    const list = await (await get('/api/templates?limit=1000')).json()
    expect(list.items.map((t: { name: string }) => t.name)).toContain('Japan Planner Renamed')
    await rename('japan-planner', before.name)
    deps.events.publish({ type: 'template-deleted', templateId: 'japan-planner' })
    expect((await (await get('/api/templates/japan-planner')).json()).name).toBe(before.name)
  })

  it('reloads an answer older than the max age, for edits made without an event', async () => {
    const before = await (await get('/api/templates?limit=1000')).json()
    const etag = (await get('/api/templates?limit=1000')).headers.get('etag')
    await rename('japan-planner', 'Japan Planner Elsewhere')
    clock += 4_000
    expect((await get('/api/templates?limit=1000')).headers.get('etag')).toBe(etag)
    clock += 2_000
    const after = await get('/api/templates?limit=1000', { 'If-None-Match': etag! })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect((await after.json()).items).not.toEqual(before.items)
  })

  it('gzips answers of 1 KB or more when asked, and leaves small ones alone', async () => {
    const big = await get('/api/templates?limit=1000', { 'Accept-Encoding': 'gzip' })
    expect(big.headers.get('content-encoding')).toBe('gzip')
    expect(big.headers.get('etag')).toMatch(/^W\//)
    const text = gunzipSync(Buffer.from(await big.arrayBuffer())).toString('utf8')
    expect(JSON.parse(text).items.length).toBeGreaterThan(1)
    const small = await get('/api/templates?q=no-such-words', { 'Accept-Encoding': 'gzip' })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ items: [], nextCursor: null })
  })
})

describe('the fast path while an old answer reloads', () => {
  let listener: ((event: { type: string }) => void) | undefined
  const events = {
    publish: () => {},
    subscribe: (l: (event: { type: string }) => void) => ((listener = l), () => {}),
  } as unknown as EventBus

  it('keeps the old answer for others while one request reloads it, never after an invalidation', async () => {
    let clock = 0
    const cache = createCatalogCache(events, { maxAgeMs: 5_000, now: () => clock })
    const url = '/api/templates/japan-planner'
    cache.rememberUrl(url, 'detail:japan-planner')
    const first = await cache.get('detail:japan-planner', async () => ({ name: 'v1' }))
    expect(cache.peekUrl(url)).toBe(first)

    clock = 5_000
    // Old, and nobody reloading it yet: this request takes the ordinary path, which reloads it.
    expect(cache.peekUrl(url)).toBeUndefined()
    let finish!: (value: unknown) => void
    const reload = cache.get('detail:japan-planner', () => new Promise((done) => (finish = done)))
    expect(cache.peekUrl(url)).toBe(first)
    finish({ name: 'v2' })
    const second = await reload
    expect(JSON.parse(cache.peekUrl(url)!.body.toString()).name).toBe('v2')
    expect(second).not.toBe(first)

    // A template changed: nothing old is answered from memory, not even while a reload runs.
    clock = 10_000
    const again = cache.get('detail:japan-planner', () => new Promise(() => {}))
    expect(cache.peekUrl(url)).toBe(second)
    listener!({ type: 'template-updated' })
    expect(cache.peekUrl(url)).toBeUndefined()
    void again
  })
})
