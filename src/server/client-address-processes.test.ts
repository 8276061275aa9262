import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteDataDir } from './testing/pglite-data-dir.ts'
import { freePort } from './testing/spawn-server.ts'
import { signUpThroughOutbox, startServerProcess, type ServerProcess } from './testing/server-process.ts'
import { spinThrottle } from './features/wheel/public.ts'

// Issue 17: real server processes over HTTP, each on its own PGlite. With TRUST_PROXY unset a spoofed
// X-Forwarded-For changes nothing (our limits and Better Auth both see the socket); with TRUST_PROXY=1 the
// address the proxy appended is the client's, for our limits and for the session Better Auth records.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the client address in a running server', () => {
  const dirs: string[] = []
  let direct: ServerProcess
  let proxied: ServerProcess

  beforeAll(async () => {
    const env = async (extra: Record<string, string>) => {
      const dataDir = await pgliteDataDir('pm-ip-')
      dirs.push(dataDir)
      return {
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        AUTH_SECRET: 'client-address-test-secret-0123456789',
        ...extra,
      }
    }
    ;[direct, proxied] = await Promise.all([
      startServerProcess({ port: await freePort(), env: await env({}), timeoutMs: 110_000 }),
      startServerProcess({
        port: await freePort(),
        env: await env({ TRUST_PROXY: '1' }),
        timeoutMs: 110_000,
      }),
    ])
  }, 240_000)

  afterAll(async () => {
    await Promise.all([direct?.stop(), proxied?.stop()])
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  }, 30_000)

  const spin = (server: ServerProcess, forwardedFor: string) =>
    fetch(`${server.url}/api/functions/spin-wheel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': forwardedFor },
      body: '{}',
    }).then((r) => r.status)

  /** Signs in again with this X-Forwarded-For and answers the address the account page shows for that session. */
  async function sessionAddress(server: ServerProcess, email: string, forwardedFor: string) {
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email, password: 'Str0ng!Passw0rd' }),
    })
    expect(res.status).toBe(200)
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const sessions = await fetch(`${server.url}/api/account/sessions`, { headers: { cookie } }).then((r) =>
      r.json(),
    )
    return (sessions as { sessions: { current: boolean; ipAddress: string | null }[] }).sessions.find(
      (s) => s.current,
    )?.ipAddress
  }

  it('unset: a new X-Forwarded-For per request still gets only 20 spins, and the session names the socket', async () => {
    const statuses = []
    for (let i = 0; i <= spinThrottle.perIp; i++) statuses.push(await spin(direct, `203.0.113.${i + 1}`))
    expect(statuses.filter((s) => s === 200)).toHaveLength(spinThrottle.perIp)
    expect(statuses.at(-1)).toBe(429)

    const email = `direct${Date.now()}@example.com`
    await signUpThroughOutbox(direct.url, { dataDir: dirs[0]!, email })
    expect(await sessionAddress(direct, email, '198.51.100.66')).toBe('127.0.0.1')
  })

  it('TRUST_PROXY=1: the address the proxy appended is the client, for our limits and for Better Auth', async () => {
    for (let i = 0; i < spinThrottle.perIp; i++)
      expect(await spin(proxied, `6.6.6.${i}, 198.51.100.1`)).toBe(200)
    expect(await spin(proxied, '6.6.6.99, 198.51.100.1')).toBe(429)
    expect(await spin(proxied, '198.51.100.2')).toBe(200)

    const email = `proxied${Date.now()}@example.com`
    await signUpThroughOutbox(proxied.url, { dataDir: dirs[1]!, email })
    expect(await sessionAddress(proxied, email, '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7')
  })
})
