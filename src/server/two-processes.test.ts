import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleTemplate } from './testing/admin-test-kit.ts'
import { takeFrames } from './testing/read-events.ts'
import {
  signIn,
  signUpThroughOutbox,
  startServerProcess,
  type ServerProcess,
} from './testing/server-process.ts'

// Two real server processes (src/server/main.ts, NODE_ENV=production) on one fresh PostgreSQL database, no sticky
// sessions: what one process does must be seen through the other. Needs TEST_DATABASE_URL; with TEST_REDIS_URL the
// processes also share rate limits through Redis. Runs once, in the pglite project (it makes its own database).
const baseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const runHere = Boolean(baseUrl) && process.env.TEST_DB_KIND !== 'postgres'
const title = !baseUrl
  ? 'two server processes on one PostgreSQL (skipped: set TEST_DATABASE_URL to run it)'
  : runHere
    ? 'two server processes on one PostgreSQL'
    : 'two server processes on one PostgreSQL (skipped here: it runs once, in the pglite project)'

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

type SseEvent = { event: string; data: Record<string, unknown> }

/** An SSE client: collects events as they arrive; `next` waits for the first one matching. */
async function openEvents(url: string, cookie: string) {
  const controller = new AbortController()
  const res = await fetch(`${url}/api/events`, { headers: { cookie }, signal: controller.signal })
  if (res.status !== 200) throw new Error(`events: ${res.status}`)
  const events: SseEvent[] = []
  const waiters: (() => void)[] = []
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const parsed = takeFrames(buffer + decoder.decode(chunk, { stream: true }))
        buffer = parsed.rest
        for (const e of parsed.events)
          events.push({ event: e.event, data: (e.data ?? {}) as Record<string, unknown> })
        if (parsed.events.length) waiters.splice(0).forEach((w) => w())
      }
    } catch {
      /* aborted */
    }
  })()
  return {
    events,
    close: () => controller.abort(),
    /** The first event (from `from` on) that matches; rejects after 15 s so a failure names what was missing. */
    async next(match: (e: SseEvent) => boolean, from = 0): Promise<SseEvent> {
      const until = Date.now() + 15_000
      for (;;) {
        const found = events.slice(from).find(match)
        if (found) return found
        if (Date.now() > until) throw new Error(`no matching event; got ${JSON.stringify(events)}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 250)
        })
      }
    },
  }
}

describe.skipIf(!runHere)(title, () => {
  const dbName = `pm_two_${randomBytes(4).toString('hex')}`
  const adminEmail = `admin-${randomBytes(3).toString('hex')}@example.com`
  const dirs: string[] = []
  let a: ServerProcess
  let b: ServerProcess
  let admin: pg.Client
  const dbUrl = () => {
    const url = new URL(baseUrl!)
    url.pathname = `/${dbName}`
    return url.toString()
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${dbName}"`)
    const url = new URL(dbUrl())
    const env = (dataDir: string) => ({
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      AUTH_SECRET: 'two-processes-share-this-secret-0123456789',
      ADMIN_EMAILS: adminEmail,
      REDIS_URL: redisUrl,
      // A minute, so that only the event bus (never the cache's age) can make B refuse a session ended on A.
      SESSION_CACHE_MS: '60000',
    })
    const dir = () => {
      const d = mkdtempSync(join(tmpdir(), 'pm-two-'))
      dirs.push(d)
      return d
    }
    // One after the other: the first applies the migrations, the second finds them applied.
    a = await startServerProcess({ port: await freePort(), env: env(dir()), timeoutMs: 110_000 })
    b = await startServerProcess({ port: await freePort(), env: env(dir()), timeoutMs: 110_000 })
  }, 240_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await admin?.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
    await admin?.end()
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  }, 30_000)

  const call = (
    server: ServerProcess,
    path: string,
    cookie: string,
    init: { method?: string; json?: unknown } = {},
  ) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        cookie,
        origin: server.url,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    })

  /** Polls until `ok`; fails after 15 s (far inside the cache's minute), naming what it last saw. */
  const eventually = async (what: string, check: () => Promise<number>, want: number) => {
    const until = Date.now() + 15_000
    let last = 0
    while (Date.now() < until) {
      last = await check()
      if (last === want) return
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`${what}: still ${last}, wanted ${want}`)
  }

  it('refuses on B a session ended on A (sign-out, password change), through the event bus', async () => {
    const email = `cache-${randomUUID()}@example.com`
    const password = 'Str0ng!Passw0rd'
    const first = await signUpThroughOutbox(a.url, { dataDir: dirs[0]!, email, password })
    const second = await signIn(a.url, { email, password })
    const third = await signIn(a.url, { email, password })
    const me = async (server: ServerProcess, cookie: string) => (await call(server, '/api/me', cookie)).status
    for (const cookie of [first, second, third]) expect(await me(b, cookie)).toBe(200)

    // B answers from memory: a row deleted behind its back (no event) is still served, for up to the cache's age.
    const token = decodeURIComponent(/session_token=([^;.]+)/.exec(third)![1]!)
    const direct = new pg.Client({ connectionString: dbUrl() })
    await direct.connect()
    try {
      expect((await direct.query('DELETE FROM session WHERE token = $1', [token])).rowCount).toBe(1)
    } finally {
      await direct.end()
    }
    expect(await me(b, third)).toBe(200)

    // A sign-out on A: refused on A at once, and on B as soon as the event arrives.
    expect((await call(a, '/api/auth/sign-out', first, { method: 'POST', json: {} })).status).toBe(200)
    expect(await me(a, first)).toBe(401)
    await eventually('B after a sign-out on A', () => me(b, first), 401)
    expect(await me(b, second)).toBe(200)

    // A password change on A signs out every other session, on B too.
    const changed = await call(a, '/api/account/password', second, {
      method: 'POST',
      json: { currentPassword: password, newPassword: 'N3w!Passw0rd-Two' },
    })
    expect(changed.status).toBe(200)
    await eventually('B after a password change on A', () => me(b, second), 401)
  }, 60_000)

  it('shares sessions, balance changes, template updates and (with Redis) rate limits across processes', async () => {
    // A session made on A works on B.
    const member = await signUpThroughOutbox(a.url, {
      dataDir: dirs[0]!,
      email: `member-${randomUUID()}@example.com`,
    })
    const meA = await (await call(a, '/api/me', member)).json()
    const meB = await call(b, '/api/me', member)
    expect(meB.status).toBe(200)
    expect((await meB.json()).id).toBe(meA.id)

    const boss = await signUpThroughOutbox(a.url, { dataDir: dirs[0]!, email: adminEmail })

    // A balance change made through A reaches an SSE client connected to B.
    const sse = await openEvents(b.url, member)
    try {
      await sse.next((e) => e.event === 'balance')
      const before = sse.events.length
      const adjusted = await call(a, `/api/admin/users/${meA.id}/balance`, boss, {
        method: 'POST',
        json: { adjustmentId: randomUUID(), amount: 25, reason: 'Two-process test' },
      })
      expect(adjusted.status).toBe(200)
      expect((await sse.next((e) => e.event === 'balance', before)).data).toEqual({ balance: 25 })

      // A template update through A reaches B's SSE clients and B's catalogue (its cache is cleared by the event).
      const form = sampleTemplate({ status: 'active' })
      const created = await call(a, '/api/admin/templates', boss, { method: 'POST', json: form })
      expect(created.status).toBe(201)
      const id = ((await created.json()) as { id: string }).id
      await sse.next((e) => e.event === 'template-updated' && e.data.templateId === id)
      expect(((await (await call(b, `/api/templates/${id}`, '')).json()) as { name: string }).name).toBe(
        form.name,
      )

      const mark = sse.events.length
      const renamed = { ...form, name: `${form.name} (renamed on A)` }
      expect(
        (await call(a, `/api/admin/templates/${id}`, boss, { method: 'PUT', json: renamed })).status,
      ).toBe(200)
      await sse.next((e) => e.event === 'template-updated' && e.data.templateId === id, mark)
      const onB = (await (await call(b, `/api/templates/${id}`, '')).json()) as { name: string }
      expect(onB.name).toBe(renamed.name)
    } finally {
      sse.close()
    }

    // Rate limits: 120 search-analytics calls a minute per caller. With Redis the two processes count together.
    if (redisUrl) {
      const log = (server: ServerProcess) =>
        call(server, '/api/functions/log-search-analytics', member, {
          method: 'POST',
          json: { query: 'budget', type: 'regular', resultsCount: 1 },
        })
      for (let i = 0; i < 120; i++) expect((await log(i % 2 ? b : a)).status).toBe(200)
      expect((await log(a)).status).toBe(429)
      expect((await log(b)).status).toBe(429)
    }
  }, 120_000)
})
