import { existsSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDbKind } from '../testing/fresh-db.ts'
import { pgliteDataDir } from '../testing/pglite-data-dir.ts'
import { freePort, runMainToExit, startServerChild } from '../testing/spawn-server.ts'

// Start-up safety: an invalid configuration stops the real entry point (src/server/main.ts) before it opens
// anything, with exit code 1 and a message naming the variable. (A second process on the same PGlite
// directory is refused in crash-safety-http.test.ts, beside the server it collides with.)
const cases: { name: string; env: Record<string, string>; names: string[] }[] = [
  { name: 'a port that is not a number', env: { PORT: 'eighty' }, names: ['PORT'] },
  {
    name: 'Stripe payments without their keys',
    env: { PAYMENTS_PROVIDER: 'stripe' },
    names: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  { name: 'a DATABASE_URL that is not a URL', env: { DATABASE_URL: 'not a url' }, names: ['DATABASE_URL'] },
]

// One run is enough: nothing here touches a database. Every case has its own directory and port, so all of them
// run at once.
describe.skipIf(testDbKind() === 'postgres').concurrent('start-up with an invalid configuration', () => {
  it('stops with exit code 1 and names each bad variable, without a stack trace', async () => {
    const runs = await Promise.all(
      cases.map((c) =>
        runMainToExit({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pm-config-')), PORT: '0', ...c.env }),
      ),
    )
    runs.forEach((run, i) => {
      const c = cases[i]!
      expect(run.code, `${c.name}:\n${run.output}`).toBe(1)
      expect(run.output).toContain('Invalid configuration')
      for (const name of c.names) expect(run.output, c.name).toMatch(new RegExp(`^\\s*${name}: `, 'm'))
      expect(run.output, c.name).not.toMatch(/^\s+at /m)
      expect(run.output).not.toContain('PromptMarket is running')
    })
  }, 60_000)
})

describe.skipIf(testDbKind() === 'postgres').concurrent('start-up on a port already in use', () => {
  // The first directory of a worker waits for PGlite's initdb: a hook's time, not the test's.
  let dataDir = ''
  beforeAll(async () => void (dataDir = await pgliteDataDir('pm-port-')), 180_000)

  it('names the port, exits with 1 and leaves the data directory unlocked', async () => {
    const taken = createServer()
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done))
    const port = String((taken.address() as { port: number }).port)
    try {
      const run = await runMainToExit({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: port }, 100_000)
      expect(run.code, run.output).toBe(1)
      expect(run.output).toContain(`Port ${port} on 127.0.0.1 is already in use`)
      expect(run.output).not.toMatch(/^\s+at /m)
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false)
    } finally {
      taken.close()
    }
  }, 120_000)
})

// Production refuses the test settings (local checkout, mail only filed in the outbox) unless overridden on
// purpose, in one line a deploy log shows whole.
describe.skipIf(testDbKind() === 'postgres').concurrent('start-up in production with test settings', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'startup-safety-secret-0123456789abcdef',
  }
  const refused: { name: string; env: Record<string, string>; variable: string; fix: string }[] = [
    {
      name: 'local payments',
      env: { SMTP_URL: 'smtp://127.0.0.1:1' },
      variable: 'PAYMENTS_PROVIDER',
      fix: 'ALLOW_TEST_PAYMENTS=true',
    },
    {
      name: 'outbox mail',
      env: { ALLOW_TEST_PAYMENTS: 'true' },
      variable: 'SMTP_URL',
      fix: 'ALLOW_OUTBOX_MAIL=true',
    },
  ]

  it('stops within seconds with one line naming the variable and the fix', async () => {
    const started = Date.now()
    const runs = await Promise.all(
      refused.map((c) =>
        runMainToExit({
          ...production,
          PORT: '0',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'pm-prod-')),
          ...c.env,
        }),
      ),
    )
    expect(Date.now() - started).toBeLessThan(20_000)
    runs.forEach((run, i) => {
      const c = refused[i]!
      expect(run.code, `${c.name}:\n${run.output}`).toBe(1)
      const lines = run.output.trim().split('\n')
      expect(lines, c.name).toHaveLength(1)
      expect(lines[0]).toMatch(new RegExp(`^${c.variable}[= ]`))
      expect(lines[0]).toContain(c.fix)
    })
  }, 60_000)

  let dataDir = ''
  beforeAll(async () => void (dataDir = await pgliteDataDir('pm-prod-ok-')), 180_000)

  it('starts with the overrides', async () => {
    const server = await startServerChild({
      port: await freePort(),
      env: { ...production, DATA_DIR: dataDir, ALLOW_TEST_PAYMENTS: 'true', ALLOW_OUTBOX_MAIL: 'true' },
      timeoutMs: 100_000,
    })
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  }, 120_000)
})
