import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite, openPostgres, type Database } from '../db/client.ts'
import { orders } from '../db/schema/payments.ts'
import { creditTransactions } from '../db/schema/credits.ts'
import { ledgerInvariant } from '../features/credits/public.ts'
import { creditPackages } from '../../shared/credits/packages.ts'
import { startFakeStripe } from '../testing/fake-stripe.ts'
import { postgresTemplateCopy, testDbKind } from '../testing/fresh-db.ts'
import { pgliteDataDir } from '../testing/pglite-data-dir.ts'
import { range } from '../testing/given.ts'
import { freePort, runMainToExit, startServerChild, type ServerChild } from '../testing/spawn-server.ts'

// Issue 10, crash safety over HTTP: the real server (its own process, Stripe through the official SDK against
// the local fake Stripe API) under a load of credit package checkouts is killed with SIGKILL, then restarted
// on the same data. Every session paid at the provider is then fulfilled exactly once by the next verify or
// webhook, and the ledger invariant holds for every user.

const users = 4
const workersPerUser = 2
const killAfterVerified = 16
const starter = creditPackages.find((p) => p.id === 'starter')!
const webhookSecret = 'whsec_crash_safety'

type Member = { email: string; cookie: string }
type Paid = { sessionId: string; member: Member }

describe('crash safety over HTTP (SIGKILL in a purchase load)', async () => {
  const fake = await startFakeStripe()
  const databaseUrl = testDbKind() === 'postgres' ? await postgresTemplateCopy('crash_') : undefined
  const dataDir = databaseUrl
    ? mkdtempSync(join(tmpdir(), 'pm-crash-http-'))
    : await pgliteDataDir('pm-crash-http-')
  const port = await freePort()
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    AUTH_SECRET: 'crash-safety-secret-crash-safety-secret',
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_crash',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  }
  let server: ServerChild | undefined
  afterAll(async () => {
    await server?.stop()
    await fake.close()
  })
  const signer = new Stripe('sk_test_crash')

  const call = (member: Member | null, method: string, path: string, body?: unknown) =>
    fetch(`${server!.url}${path}`, {
      method,
      headers: {
        origin: server!.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(member ? { cookie: member.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
  const webhook = (payload: string) =>
    fetch(`${server!.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      body: payload,
    })

  async function newMember(i: number): Promise<Member> {
    const email = `crash${i}.${randomBytes(3).toString('hex')}@example.com`
    const password = 'Kr4sh!Test-Pilot'
    const up = await call(null, 'POST', '/api/auth/sign-up/email', {
      name: `Crash Tester ${i}`,
      email,
      password,
      phoneNumber: `0455${String(i).padStart(6, '0')}`,
    })
    expect(up.status, await up.clone().text()).toBe(200)
    // Outside production the outbox prints the confirmation link after the subject line.
    const at = server!.output().lastIndexOf(`mail to ${email}`)
    const link = server!
      .output()
      .slice(at)
      .match(/https?:\/\/\S+/)![0]
    const confirmed = await fetch(link, { redirect: 'manual' })
    expect(confirmed.status).toBe(302)
    const signedIn = await call(null, 'POST', '/api/auth/sign-in/email', { email, password })
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    return { email, cookie }
  }

  async function checkout(member: Member) {
    const res = await call(member, 'POST', '/api/functions/create-payment', { packageId: starter.id })
    if (res.status !== 200) throw new Error(`create-payment ${res.status} ${await res.text()}`)
    return ((await res.json()) as { sessionId: string }).sessionId
  }

  it('kills the server mid-load, restarts it, and every paid session is fulfilled exactly once', async () => {
    server = await startServerChild({ port, env, timeoutMs: 150_000 })
    const members = await Promise.all(range(users).map(newMember))
    const paid: Paid[] = []
    // Paid at the provider while the customer's browser never came back: only a verify or webhook after
    // the restart can fulfil these.
    for (const member of members) {
      const sessionId = await checkout(member)
      fake.complete(sessionId)
      paid.push({ sessionId, member })
    }

    let killed = false
    let verifiedBeforeKill = 0
    let failedAtKill = 0
    const unexpected: string[] = []
    const worker = async (member: Member) => {
      while (!killed) {
        try {
          const sessionId = await checkout(member)
          fake.complete(sessionId)
          paid.push({ sessionId, member })
          const res = await call(member, 'POST', '/api/functions/verify-credit-payment', { sessionId })
          const body = (await res.json()) as { success?: boolean }
          if (res.status !== 200 || !body.success)
            throw new Error(`verify ${res.status} ${JSON.stringify(body)}`)
          if (!killed) verifiedBeforeKill++
        } catch (err) {
          if (killed) failedAtKill++
          else unexpected.push(String(err))
          return
        }
      }
    }
    const load = members.flatMap((m) => range(workersPerUser).map(() => worker(m)))
    while (verifiedBeforeKill < killAfterVerified && unexpected.length === 0 && paid.length < 500)
      await new Promise((r) => setTimeout(r, 20))
    server.child.kill('SIGKILL')
    killed = true
    const { signal } = await server.exited
    await Promise.all(load)
    expect(signal).toBe('SIGKILL')
    expect(unexpected).toEqual([])

    // Restart on the same data (PGlite: the dead process's lock is stale and is taken over).
    server = await startServerChild({ port, env, timeoutMs: 150_000 })

    if (!databaseUrl) {
      // Start-up safety: a second process on the same PGlite directory is refused, naming the cause.
      const second = await runMainToExit({ ...env, PORT: String(await freePort()) })
      expect(second.code, second.output).toBe(1)
      expect(second.output).toContain('The data directory is in use by another process')
      expect(second.output).not.toMatch(/^\s+at /m)
    }

    // The next verify (even sessions) or webhook (odd sessions) fulfils; then both again, which change nothing.
    const fulfil = (p: Paid, i: number) =>
      i % 2 === 0
        ? call(p.member, 'POST', '/api/functions/verify-credit-payment', { sessionId: p.sessionId })
        : webhook(fake.event('checkout.session.completed', p.sessionId))
    for (const round of [0, 1]) {
      const answers = await Promise.all(paid.map((p, i) => fulfil(p, i + round)))
      expect(answers.map((r) => r.status)).toEqual(paid.map(() => 200))
    }
    for (const p of paid) {
      const res = await call(p.member, 'POST', '/api/functions/verify-credit-payment', {
        sessionId: p.sessionId,
      })
      expect(await res.json()).toMatchObject({ success: true })
    }
    for (const member of members) {
      const me = (await (await call(member, 'GET', '/api/me')).json()) as { balance: number }
      expect(me.balance, member.email).toBe(starter.credits * paid.filter((p) => p.member === member).length)
    }
    await server.stop()

    // The data itself, read after the server has stopped.
    const database: Database = databaseUrl ? await openPostgres(databaseUrl, 2) : await openPglite(dataDir)
    try {
      const { db } = database
      expect(await ledgerInvariant(db)).toEqual([])
      const rows = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(
          inArray(
            orders.providerSessionId,
            paid.map((p) => p.sessionId),
          ),
        )
      expect(rows).toHaveLength(paid.length)
      expect(rows.filter((o) => o.status !== 'completed')).toEqual([])
      for (const o of rows) {
        const grants = await db
          .select({ amount: creditTransactions.amount })
          .from(creditTransactions)
          .where(eq(creditTransactions.idempotencyKey, `order:${o.id}`))
        expect(grants, o.id).toEqual([{ amount: starter.credits }])
      }
    } finally {
      await database.close()
    }
    console.log(
      `crash-safety-http (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${paid.length} sessions paid at the provider, ` +
        `${verifiedBeforeKill} verified before the SIGKILL, ${failedAtKill} requests cut by it; ` +
        `after restart all ${paid.length} fulfilled exactly once`,
    )
  }, 400_000)
})
