import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDbKind } from '../testing/fresh-db.ts'
import { pgliteDataDir } from '../testing/pglite-data-dir.ts'
import { signUpThroughOutbox } from '../testing/server-process.ts'
import { freePort, startServerChild } from '../testing/spawn-server.ts'

/** A POST whose body arrives in two parts: the request is in flight on the server until `finish` is called. */
function slowPost(url: string, path: string, body: string) {
  const half = Math.floor(body.length / 2)
  let finish = () => {}
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: url },
    })
    req.on('response', (res) => {
      let text = ''
      res.on('data', (d) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode!, text }))
    })
    req.on('error', reject)
    req.write(body.slice(0, half))
    finish = () => void req.end(body.slice(half))
  })
  return { answer, finish: () => finish() }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// Shutdown on SIGTERM (src/server/main.ts), seen from outside as a deploy sees it. PGlite: the directory lock
// must be released for the next process.
describe.skipIf(testDbKind() === 'postgres')('SIGTERM', () => {
  // The first directory of a worker waits for PGlite's initdb: a hook's time, not the test's.
  let dataDir = ''
  beforeAll(async () => void (dataDir = await pgliteDataDir('pm-shutdown-')), 180_000)

  it('lets a request in flight finish, ends event streams, closes the database and exits 0', async () => {
    const server = await startServerChild({
      port: await freePort(),
      env: { DATA_DIR: dataDir },
      timeoutMs: 100_000,
    })
    try {
      const email = `shutdown${Date.now()}@example.com`
      const cookie = await signUpThroughOutbox(server.url, { dataDir, email })
      const events = await fetch(`${server.url}/api/events`, { headers: { cookie } })
      expect(events.status).toBe(200)
      const reader = events.body!.getReader()
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: balance')

      const slow = slowPost(
        server.url,
        '/api/auth/sign-in/email',
        JSON.stringify({ email, password: 'not-the-password-1A!' }),
      )
      await sleep(300) // the server has the request's head and is waiting for the rest of its body
      server.child.kill('SIGTERM')
      await sleep(500)
      slow.finish()
      const answer = await slow.answer
      expect(answer.status, answer.text).toBe(401)

      // The stream ends instead of holding the process open.
      for (;;) if ((await reader.read()).done) break

      const { code } = await server.exited
      expect(code, server.output()).toBe(0)
      // Within the 10 s grace: the forced exit (and its message) never came. No clock is read here.
      expect(server.output()).not.toContain('stopping anyway')
    } finally {
      await server.stop()
    }
    // The directory lock is released: the next process starts on the same data.
    const next = await startServerChild({
      port: await freePort(),
      env: { DATA_DIR: dataDir },
      timeoutMs: 100_000,
    })
    try {
      expect((await fetch(`${next.url}/readyz`)).status).toBe(200)
    } finally {
      await next.stop()
    }
  }, 180_000)
})
