import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { PGlite } from '@electric-sql/pglite'
import { freshDb, migratedPglite, testDbKind } from '../../testing/fresh-db.ts'
import { openPglite, openPostgres, pgliteExtensions, type Database, type Db } from '../../db/client.ts'
import { giftCodes, giftDeliveries } from '../../db/schema/gifts.ts'
import { parseEnv } from '../../env.ts'
import { createDueJobsSignal } from '../../lib/due-jobs-signal.ts'
import { newGiftCode } from '../payments/public.ts'
import { addDays } from '../../../shared/gifts/gift-calendar.ts'
import type { Mail, Mailer } from '../mail/public.ts'
import { claimMs, deliverDueGifts } from './deliver-due-gifts.ts'
import { startGiftDeliveryRunner } from './gift-delivery-runner.ts'

const env = parseEnv({
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/promptmarket-test',
  APP_URL: 'http://localhost:3000',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-000',
})
// A day in the Sydney calendar, and an instant on it (10:00 in Sydney).
const day = '2027-01-10'
const onDay = new Date('2027-01-09T23:00:00Z')

/** A mailer that takes a moment per mail (so racing runners interleave) and may fail. */
function slowMailer(opts: { failFor?: Set<string> } = {}): Mailer & { sent: Mail[] } {
  const sent: Mail[] = []
  return {
    mode: 'memory',
    sent,
    send: async (mail) => {
      await new Promise((r) => setTimeout(r, 3))
      if (opts.failFor?.has(mail.to)) throw new Error('SMTP 451 try later')
      sent.push(mail)
    },
  }
}

let serial = 0
/** A paid gift card scheduled for `deliverOn`, as checkout and fulfilment leave it. */
async function givenScheduledGift(db: Db, over: Partial<typeof giftDeliveries.$inferInsert> = {}) {
  const n = ++serial
  const [code] = await db
    .insert(giftCodes)
    .values({ code: newGiftCode(), credits: 8, status: 'completed', purchaserId: 'giver-1' })
    .returning()
  const [delivery] = await db
    .insert(giftDeliveries)
    .values({
      orderId: crypto.randomUUID(),
      giftCodeId: code.id,
      giverId: 'giver-1',
      recipientName: `Friend ${n}`,
      recipientEmail: `friend-${n}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      message: 'Enjoy',
      deliverOn: day,
      status: 'scheduled',
      ...over,
    })
    .returning()
  return { delivery, code }
}

const statusOf = async (db: Db, id: string) =>
  (await db.select().from(giftDeliveries).where(eq(giftDeliveries.id, id)))[0]

describe('the gift due-jobs runner', async () => {
  const database = await freshDb()
  const { db } = database

  it('sends exactly once when two runners on two connections race', async () => {
    // A second app instance: its own pool on the same PostgreSQL database (PGlite has one connection).
    const second: Database =
      database.kind === 'postgres'
        ? await openPostgres(database.pool!.options.connectionString!, 5)
        : database
    if (second !== database) afterAll(() => second.close())
    const gifts = await Promise.all(Array.from({ length: 40 }, () => givenScheduledGift(db)))
    const mailA = slowMailer()
    const mailB = slowMailer()
    const drain = async (deps: { db: Db; mail: Mailer }) => {
      let sent = 0
      for (;;) {
        const round = await deliverDueGifts({ ...deps, env }, { now: onDay, limit: 3 })
        sent += round.sent
        if (round.claimed === 0) return sent
      }
    }
    const [a, b] = await Promise.all([
      drain({ db, mail: mailA }),
      drain({ db: second.db, mail: mailB }),
      drain({ db: second.db, mail: mailB }),
      drain({ db, mail: mailA }),
    ]).then(([a1, b1, b2, a2]) => [a1 + a2, b1 + b2])
    expect(a + b).toBe(40)
    const all = [...mailA.sent, ...mailB.sent]
    expect(all).toHaveLength(40)
    expect(new Set(all.map((m) => m.to)).size).toBe(40)
    if (database.kind === 'postgres')
      expect(Math.min(mailA.sent.length, mailB.sent.length)).toBeGreaterThan(0)
    for (const { delivery } of gifts) expect((await statusOf(db, delivery.id)).status).toBe('sent')
  })

  it('waits for the date on Sydney’s calendar', async () => {
    const { delivery } = await givenScheduledGift(db, { deliverOn: '2027-01-11' })
    const mail = slowMailer()
    // 12:59 UTC on the 10th is 23:59 in Sydney: not yet; 13:00 UTC is midnight on the 11th.
    await deliverDueGifts({ db, mail, env }, { now: new Date('2027-01-10T12:59:00Z') })
    expect(mail.sent.filter((m) => m.to === delivery.recipientEmail)).toHaveLength(0)
    await deliverDueGifts({ db, mail, env }, { now: new Date('2027-01-10T13:00:00Z') })
    expect(mail.sent.filter((m) => m.to === delivery.recipientEmail)).toHaveLength(1)
  })

  it('tries a failed send again later, and takes back a claim left by a process that died', async () => {
    const failing = await givenScheduledGift(db)
    const mail = slowMailer({ failFor: new Set([failing.delivery.recipientEmail]) })
    await deliverDueGifts({ db, mail, env }, { now: onDay })
    const after = await statusOf(db, failing.delivery.id)
    expect(after).toMatchObject({ status: 'scheduled', attempts: 1, lastError: 'SMTP 451 try later' })
    expect(after.nextAttemptAt!.getTime()).toBeGreaterThan(onDay.getTime())
    // Not before its next attempt; then sent.
    const healthy = slowMailer()
    await deliverDueGifts({ db, mail: healthy, env }, { now: onDay })
    expect(healthy.sent).toHaveLength(0)
    await deliverDueGifts({ db, mail: healthy, env }, { now: after.nextAttemptAt! })
    expect(healthy.sent.map((m) => m.to)).toEqual([failing.delivery.recipientEmail])

    // A claim still held is left alone; one past its time is taken again.
    const stuck = await givenScheduledGift(db, {
      status: 'sending',
      claimedUntil: new Date(onDay.getTime() + 1000),
    })
    const mail2 = slowMailer()
    await deliverDueGifts({ db, mail: mail2, env }, { now: onDay })
    expect(mail2.sent).toHaveLength(0)
    await deliverDueGifts({ db, mail: mail2, env }, { now: new Date(onDay.getTime() + claimMs) })
    expect(mail2.sent.map((m) => m.to)).toEqual([stuck.delivery.recipientEmail])
  })

  it('wakes at once when told, and stops cleanly on the shutdown signal', async () => {
    const stopping = new AbortController()
    const jobs = createDueJobsSignal()
    const mail = slowMailer()
    // Today's date for the runner's own clock: it uses the real time.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date())
    const runner = startGiftDeliveryRunner(
      { db, mail, env, jobs, stopping: stopping.signal },
      { roundMs: 3_600_000 },
    )
    await expect.poll(() => mail.sent.length).toBe(0)
    const { delivery } = await givenScheduledGift(db, { deliverOn: today })
    jobs.wake()
    await expect.poll(() => mail.sent.map((m) => m.to)).toEqual([delivery.recipientEmail])
    stopping.abort()
    await runner.stopped
    // Stopped: a wake does nothing any more.
    const late = await givenScheduledGift(db, { deliverOn: today })
    jobs.wake()
    await new Promise((r) => setTimeout(r, 50))
    expect((await statusOf(db, late.delivery.id)).status).toBe('scheduled')
  })
})

// A restart: the card fell due while no server ran; the first round of the next start sends it.
describe.runIf(testDbKind() === 'pglite')('the runner after a restart (embedded database on disk)', () => {
  it('sends a card that fell due while the server was down, on start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gift-restart-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date())
    // The migrated image unpacked into the directory, as the first start's migrations would leave it.
    const seed = new PGlite(join(dir, 'pglite'), {
      loadDataDir: await migratedPglite(),
      extensions: pgliteExtensions,
    })
    await seed.close()
    const first = await openPglite(dir)
    // Scheduled for yesterday: the day came and went while no server was running.
    const { delivery } = await givenScheduledGift(first.db, { deliverOn: addDays(today, -1) })
    await first.close()

    const second = await openPglite(dir)
    const stopping = new AbortController()
    const mail = slowMailer()
    const runner = startGiftDeliveryRunner(
      { db: second.db, mail, env, jobs: createDueJobsSignal(), stopping: stopping.signal },
      { roundMs: 3_600_000 },
    )
    await expect.poll(() => mail.sent.map((m) => m.to)).toEqual([delivery.recipientEmail])
    stopping.abort()
    await runner.stopped
    expect((await statusOf(second.db, delivery.id)).status).toBe('sent')
    await second.close()
  })
})

describe.runIf(testDbKind() === 'postgres')('the runner after a restart (PostgreSQL)', async () => {
  const database = await freshDb()
  it('sends a card that fell due while the server was down, on start', async () => {
    const url = database.pool!.options.connectionString!
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date())
    const first = await openPostgres(url, 2)
    const { delivery } = await givenScheduledGift(first.db, { deliverOn: addDays(today, -1) })
    await first.close()
    const second = await openPostgres(url, 2)
    const stopping = new AbortController()
    const mail = slowMailer()
    const runner = startGiftDeliveryRunner(
      { db: second.db, mail, env, jobs: createDueJobsSignal(), stopping: stopping.signal },
      { roundMs: 3_600_000 },
    )
    await expect.poll(() => mail.sent.map((m) => m.to)).toEqual([delivery.recipientEmail])
    stopping.abort()
    await runner.stopped
    await second.close()
  })
})
