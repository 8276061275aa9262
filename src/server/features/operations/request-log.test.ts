import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureOutput } from '../../testing/capture-output.ts'
import { flushRequestLines, writeRequestLine } from './request-log.ts'
import { testApp } from '../../testing/test-app.ts'

const production = { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true', ALLOW_OUTBOX_MAIL: 'true' }
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('X-Request-Id', () => {
  it('echoes a sane id, and makes one when there is none or it is not sane', async () => {
    const t = await testApp()
    const given = await t.app.request('/api/templates?limit=1', {
      headers: { 'X-Request-Id': 'lb-42.abc_DEF' },
    })
    expect(given.headers.get('X-Request-Id')).toBe('lb-42.abc_DEF')
    const none = await t.app.request('/healthz')
    expect(none.headers.get('X-Request-Id')).toMatch(uuid)
    for (const bad of ['x'.repeat(129), 'a b', 'id;drop', '<script>'])
      expect(
        (await t.app.request('/healthz', { headers: { 'X-Request-Id': bad } })).headers.get('X-Request-Id'),
      ).toMatch(uuid)
    // Errors carry it too.
    const missing = await t.app.request('/api/no-such-thing', { headers: { 'X-Request-Id': 'err-1' } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('X-Request-Id')).toBe('err-1')
  })
})

describe('request log in production', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes one JSON line per request, with the user id once known and no query string', async () => {
    const t = await testApp({ env: production })
    const member = await t.signedInUser()
    const output = captureOutput()
    await t.app.request('/api/templates?limit=1&token=SecretQueryToken123', {
      headers: { 'X-Request-Id': 'req-a' },
    })
    await t.app.request('/api/me', { headers: { ...member.headers, 'X-Request-Id': 'req-b' } })
    const logged = output().map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(logged).toHaveLength(2)
    expect(logged[0]).toMatchObject({
      requestId: 'req-a',
      method: 'GET',
      path: '/api/templates',
      status: 200,
      userId: null,
    })
    expect(logged[1]).toMatchObject({
      requestId: 'req-b',
      method: 'GET',
      path: '/api/me',
      status: 200,
      userId: member.id,
    })
    for (const line of logged) {
      expect(Date.parse(String(line.time))).not.toBeNaN()
      expect(typeof line.durationMs).toBe('number')
    }
    expect(output().join('\n')).not.toContain('SecretQueryToken123')
  })

  it('never logs a password, a cookie or a reset token', async () => {
    const t = await testApp({ env: production })
    const password = 'Canary!Pass-LogLine-77'
    const member = await t.signedInUser({ email: 'log-line@example.com' })
    const output = captureOutput()
    const origin = t.deps.env.APP_URL
    await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'log-line@example.com', password }),
    })
    await t.app.request('/api/auth/reset-password/ResetTokenCanary991?callbackURL=%2Freset-password', {
      headers: { origin },
    })
    await t.app.request('/api/auth/reset-password?token=ResetTokenCanary992', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ newPassword: password, token: 'ResetTokenCanary993' }),
    })
    await t.app.request('/api/me', { headers: member.headers })
    const out = output().join('\n')
    expect(output().length).toBeGreaterThanOrEqual(4)
    expect(out).not.toContain(password)
    expect(out).not.toContain('ResetTokenCanary991')
    expect(out).toContain('"path":"/api/auth/reset-password/[redacted]"')
    expect(out).not.toContain('ResetTokenCanary992')
    expect(out).not.toContain('ResetTokenCanary993')
    const cookieValue = member.headers.cookie.split('=')[1]!
    expect(out).not.toContain(cookieValue)
    expect(out).not.toContain('?')
  })
})

describe('request lines under load', () => {
  afterEach(() => vi.restoreAllMocks())

  it("writes one event-loop turn's lines to stdout in one write, after the turn", async () => {
    flushRequestLines()
    const writes: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
      writes.push(String(chunk))
      return true
    }) as never)
    const started = performance.now()
    for (const id of ['turn-1', 'turn-2', 'turn-3'])
      writeRequestLine({ requestId: id, method: 'GET', path: '/api/me', status: 200, started, userId: null })
    expect(writes).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toHaveLength(1)
    expect(
      writes[0]!
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).requestId),
    ).toEqual(['turn-1', 'turn-2', 'turn-3'])
  })
})

describe('the log line', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is exactly the JSON of its fields, with every character a path or an id can hold escaped', () => {
    const output = captureOutput()
    const paths = [
      '/api/templates',
      '/a"quote\\back',
      '/tab\there\nline',
      '/ünï-😀',
      '/ctl\u0001\u007f',
      '/\u2028',
    ]
    const written = paths.map((path, i) => ({
      requestId: i % 2 ? `"id${i}\\` : 'plain-id',
      method: 'GET',
      path,
      status: 200 + i,
      userId: i % 3 ? null : `user "${i}"`,
    }))
    for (const r of written) writeRequestLine({ ...r, started: performance.now() })
    const lines = output()
    expect(lines).toHaveLength(paths.length)
    lines.forEach((line, i) => {
      const parsed = JSON.parse(line) as Record<string, unknown>
      expect(Object.keys(parsed)).toEqual([
        'time',
        'requestId',
        'method',
        'path',
        'status',
        'durationMs',
        'userId',
      ])
      expect(parsed).toMatchObject(written[i]!)
      expect(line).toBe(JSON.stringify(parsed))
      expect(new Date(parsed.time as string).toISOString()).toBe(parsed.time)
      expect(typeof parsed.durationMs).toBe('number')
    })
  })
})
