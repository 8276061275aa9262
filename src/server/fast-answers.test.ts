import { createServer, type RequestListener, type ServerOptions } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { promptTemplates as templates } from './db/schema/catalog.ts'
import { fastAnswers } from './fast-answers.ts'
import { grantCredits } from './features/credits/public.ts'
import { captureOutput } from './testing/capture-output.ts'
import { testApp } from './testing/test-app.ts'

// Decision 0039: answers already in memory leave before the router. Two servers on one app: `fast` with the fast
// path, `routed` without it. Every answer the fast path gives must be the routed one, byte for byte and header for
// header, and whatever is not fresh in memory must reach the router.
describe('fast answers', async () => {
  const t = await testApp({ seed: true, sessionCacheMs: 60 * 60 * 1000, catalogCacheMs: 60 * 60 * 1000 })
  let routedCalls = 0
  const fetch = (req: Request, env: unknown) => (routedCalls++, t.app.fetch(req, env as never))
  const listen = (createServerFn?: typeof createServer) =>
    new Promise<{ url: string; close: () => void }>((ready) => {
      const server = serve(
        {
          fetch,
          port: 0,
          hostname: '127.0.0.1',
          ...(createServerFn ? { createServer: createServerFn } : {}),
        },
        (info: AddressInfo) => ready({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
      )
    })
  const withFast = await fastAnswers(t.deps, { log: true })
  const fast = await listen(((options: ServerOptions, listener: RequestListener) =>
    createServer(options, withFast(listener))) as typeof createServer)
  const routed = await listen()
  afterAll(() => (fast.close(), routed.close()))
  afterEach(() => vi.restoreAllMocks())

  const get = async (base: string, path: string, headers: Record<string, string> = {}) => {
    const before = routedCalls
    const res = await globalThis.fetch(base + path, { headers })
    const body = Buffer.from(await res.arrayBuffer())
    const seen = Object.fromEntries(
      [...res.headers.entries()].filter(([name]) => !['date', 'x-request-id'].includes(name)),
    )
    return { status: res.status, body, headers: seen, raw: res.headers, routed: routedCalls > before }
  }
  /** The same request to both servers: the fast server must answer it from memory, with the router's answer. */
  const sameAnswer = async (path: string, headers: Record<string, string> = {}) => {
    const viaRouter = await get(routed.url, path, headers)
    const fromMemory = await get(fast.url, path, headers)
    expect(fromMemory.routed, `${path} from memory`).toBe(false)
    expect(fromMemory.status).toBe(viaRouter.status)
    expect(fromMemory.headers).toEqual(viaRouter.headers)
    expect(fromMemory.body.equals(viaRouter.body)).toBe(true)
    return fromMemory
  }
  const gzip = { 'accept-encoding': 'gzip' }

  it('answers a catalogue page, a detail, a preview and the summary as the router does, once the router has', async () => {
    const slug = (await t.db.select({ slug: templates.slug }).from(templates).limit(1))[0]!.slug
    for (const path of [
      '/api/templates?limit=12&sort=name',
      `/api/templates/${slug}`,
      `/api/templates/${slug}/preview`,
      '/api/catalog-summary',
    ]) {
      const first = await get(fast.url, path)
      expect(first.routed, `${path} first`).toBe(true)
      const plain = await sameAnswer(path)
      expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(plain.headers['x-frame-options']).toBe('DENY')
      await sameAnswer(path, gzip)
      const etag = plain.raw.get('etag')!
      const notModified = await sameAnswer(path, { 'if-none-match': etag })
      expect(notModified.status).toBe(304)
    }
  })

  it('echoes a sane request id and writes the same log line as the router', async () => {
    await get(fast.url, '/api/templates?limit=3')
    const output = captureOutput()
    const answer = await get(fast.url, '/api/templates?limit=3', { 'x-request-id': 'probe-123' })
    expect(answer.routed).toBe(false)
    expect(answer.raw.get('x-request-id')).toBe('probe-123')
    const line = JSON.parse(output().find((l) => l.includes('probe-123'))!)
    expect(line).toMatchObject({
      requestId: 'probe-123',
      method: 'GET',
      path: '/api/templates',
      status: 200,
      userId: null,
    })
    const made = await get(fast.url, '/api/templates?limit=3', { 'x-request-id': 'bad id; x=1' })
    expect(made.raw.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  // A line's fixed parts are made once per answer and path: each line must still be its own request's.
  it('logs each answer from memory with its own id, path and status', async () => {
    const [row] = await t.db.select().from(templates).limit(1)
    const detail = `/api/templates/${row!.slug}`
    const first = await get(fast.url, detail)
    await get(fast.url, '/api/templates?limit=3')
    const output = captureOutput()
    const asked: { path: string; id: string; headers: Record<string, string> }[] = [
      { path: detail, id: 'detail-1', headers: {} },
      { path: '/api/templates?limit=3', id: 'list-1', headers: {} },
      { path: detail, id: 'detail-2', headers: {} },
      { path: detail, id: 'detail-304', headers: { 'if-none-match': first.raw.get('etag')! } },
    ]
    for (const a of asked) {
      const answer = await get(fast.url, a.path, { ...a.headers, 'x-request-id': a.id })
      expect(answer.routed).toBe(false)
    }
    const lines = output()
      .filter((l) => asked.some((a) => l.includes(`"${a.id}"`)))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines.map(({ requestId, path, status, userId }) => ({ requestId, path, status, userId }))).toEqual(
      [
        { requestId: 'detail-1', path: detail, status: 200, userId: null },
        { requestId: 'list-1', path: '/api/templates', status: 200, userId: null },
        { requestId: 'detail-2', path: detail, status: 200, userId: null },
        { requestId: 'detail-304', path: detail, status: 304, userId: null },
      ],
    )
  })

  it('sends an edited template through the router at once (the template-updated event)', async () => {
    const [row] = await t.db.select().from(templates).limit(1)
    const path = `/api/templates/${row!.slug}`
    await get(fast.url, path)
    expect((await get(fast.url, path)).routed).toBe(false)
    await t.db.update(templates).set({ name: 'Edited behind the cache' }).where(eq(templates.id, row!.id))
    t.deps.events.publish({ type: 'template-updated', templateId: row!.id })
    const after = await get(fast.url, path)
    expect(after.routed).toBe(true)
    expect(JSON.parse(after.body.toString()).name).toBe('Edited behind the cache')
  })

  it('leaves to the router what it cannot answer from memory', async () => {
    const path = '/api/templates?limit=5'
    await get(fast.url, path)
    const member = await t.signedInUser()
    // A member's request is logged with their id, so the router answers it.
    expect((await get(fast.url, path, { cookie: member.headers.cookie! })).routed).toBe(true)
    expect((await get(fast.url, '/api/templates?limit=5&x=1')).routed).toBe(true)
    expect((await get(fast.url, '/api/templates?limit=oops')).status).toBe(400)
    expect((await get(fast.url, '/api/templates?limit=oops')).routed).toBe(true)
    const head = await globalThis.fetch(`${fast.url}${path}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
  })

  it("answers a member's /api/me from the session cache, and refuses it at once after sign-out", async () => {
    const member = await t.signedInUser({ credits: 40 })
    const cookie = { cookie: member.headers.cookie! }
    expect((await get(fast.url, '/api/me', cookie)).routed).toBe(true)
    const me = await sameAnswer('/api/me', cookie)
    expect(JSON.parse(me.body.toString())).toMatchObject({ id: member.id, role: 'user' })

    // A balance change drops the cached answer: the next one is routed and current.
    await grantCredits(t.db, {
      userId: member.id,
      amount: 5,
      type: 'admin_adjustment',
      description: 'Top-up',
      key: `fast-answers:${member.id}`,
    })
    t.deps.events.publish({ type: 'balance', userId: member.id, balance: 45 } as never)
    const fresh = await get(fast.url, '/api/me', cookie)
    expect(fresh.routed).toBe(true)
    expect(JSON.parse(fresh.body.toString()).balance).toBe(45)

    const out = await t.json('/api/auth/sign-out', { method: 'POST', headers: member.headers })
    expect(out.status).toBe(200)
    const after = await get(fast.url, '/api/me', cookie)
    expect(after.status).toBe(401)
    expect(after.routed).toBe(true)
  })

  it('never answers from memory for a cookie it has not seen', async () => {
    const forged = { cookie: 'better-auth.session_token=made-up.signature' }
    const answer = await get(fast.url, '/api/me', forged)
    expect(answer.status).toBe(401)
    expect(answer.routed).toBe(true)
  })
})
