import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { testApp } from '../../testing/test-app.ts'
import { startFakeStripe } from '../../testing/fake-stripe.ts'
import { range } from '../../testing/given.ts'
import {
  balanceInvariant,
  givenCreator,
  givenCreatorTemplate,
  givenMaturedSale,
} from '../../testing/earnings-test-kit.ts'
import { creatorPayoutAccounts, creatorPayouts } from '../../db/schema/earnings.ts'
import { earningsBalance } from './earnings-balance.ts'
import { PayoutUnavailableError } from './payout-provider.ts'
import { requestPayout } from './request-payout.ts'
import { runDuePayouts } from './run-due-payouts.ts'
import { settlePayout } from './settle-payout.ts'
import { startPayout } from './start-payout.ts'

// Stripe Connect Express through the official SDK against the local fake of the Stripe API; account.updated signed
// with the SDK's test header helper and the Connect endpoint's secret.
describe('Stripe Connect payouts', { timeout: 120_000 }, async () => {
  const fake = await startFakeStripe()
  afterAll(() => fake.close())
  const connectSecret = 'whsec_connect_secret'
  const app = await testApp({
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_platform_secret',
      STRIPE_CONNECT_WEBHOOK_SECRET: connectSecret,
      STRIPE_API_URL: fake.url,
    },
  })
  const { db, deps, read } = app
  const signer = new Stripe('sk_test_fake')
  const webhook = (payload: string, secret = connectSecret) =>
    read(
      app.api.webhooks.stripe.$post(undefined, {
        init: {
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
          },
          body: payload,
        },
      }),
    )

  /** A signed-in creator with an onboarded Stripe account and `saleCents` of matured sales. */
  async function onboardedCreator(saleCents: number) {
    const member = await app.signedInUser()
    const creator = await givenCreator(db, { userId: member.id })
    const { templateId } = await givenCreatorTemplate(db, creator.creatorId)
    const link = await read(app.as(member).earnings['payout-account'].$post())
    expect(link.status).toBe(200)
    const [account] = await db
      .select()
      .from(creatorPayoutAccounts)
      .where(eq(creatorPayoutAccounts.creatorId, creator.creatorId))
    fake.updateAccount(account!.accountId!, { details_submitted: true, payouts_enabled: true })
    expect((await webhook(fake.accountEvent(account!.accountId!))).status).toBe(200)
    if (saleCents) await givenMaturedSale(db, { creatorId: creator.creatorId, templateId, saleCents })
    return { member, ...creator, templateId, accountId: account!.accountId! }
  }

  const transfersTo = (accountId: string) => fake.transfers.filter((t) => t.destination === accountId)

  it('creates one Express account, links to Stripe’s onboarding, and follows account.updated', async () => {
    const member = await app.signedInUser()
    const { creatorId } = await givenCreator(db, { userId: member.id })
    const first = await read(app.as(member).earnings['payout-account'].$post())
    const second = await read(app.as(member).earnings['payout-account'].$post())
    expect(first.data).toMatchObject({
      url: expect.stringMatching(/^https:\/\/connect\.stripe\.test\/setup\//),
    })
    expect(second.status).toBe(200)
    const [account] = await db
      .select()
      .from(creatorPayoutAccounts)
      .where(eq(creatorPayoutAccounts.creatorId, creatorId))
    expect(account).toMatchObject({ provider: 'stripe', payoutsEnabled: false })
    expect(fake.accounts.get(account!.accountId!)).toMatchObject({ type: 'express', country: 'AU' })
    const created = fake.requests.filter((r) => r.path === '/v1/accounts')
    expect(new Set(created.map((r) => r.idempotencyKey))).toEqual(new Set([`connect-account:${creatorId}`]))

    // A forged event changes nothing; a signed one (the Connect endpoint's secret) turns payouts on.
    fake.updateAccount(account!.accountId!, { details_submitted: true, payouts_enabled: true })
    const forged = await webhook(fake.accountEvent(account!.accountId!), 'whsec_wrong')
    expect(forged.status).toBe(400)
    expect(forged.error?.code).toBe('invalid_signature')
    const before = await db
      .select()
      .from(creatorPayoutAccounts)
      .where(eq(creatorPayoutAccounts.creatorId, creatorId))
    expect(before[0]!.payoutsEnabled).toBe(false)
    const signed = await webhook(fake.accountEvent(account!.accountId!))
    expect(signed.data).toMatchObject({ received: true, status: 'processed' })
    const after = await db
      .select()
      .from(creatorPayoutAccounts)
      .where(eq(creatorPayoutAccounts.creatorId, creatorId))
    expect(after[0]).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true, disabledReason: null })
  })

  it('pays the payable balance on request with an idempotency key from the payout row', async () => {
    const c = await onboardedCreator(3000)
    const answer = await read(app.as(c.member).earnings.payouts.$post())
    expect(answer.data).toMatchObject({ status: 'paid', amountCents: 2550 })
    const [transfer] = transfersTo(c.accountId)
    expect(transfer).toMatchObject({
      amount: 2550,
      currency: 'aud',
      transfer_group: `payout:${answer.data.id}`,
    })
    const sent = fake.requests.filter((r) => r.path === '/v1/transfers' && r.method === 'POST')
    expect(sent.at(-1)!.idempotencyKey).toBe(`payout:${answer.data.id}`)
    expect(await earningsBalance(db, c.creatorId)).toMatchObject({
      payableCents: 0,
      paidCents: 2550,
      ledgerCents: 2550,
    })
  })

  it('refuses a payout below A$20', async () => {
    const c = await onboardedCreator(2000) // 1700 payable
    const answer = await read(app.as(c.member).earnings.payouts.$post())
    expect(answer.status).toBe(422)
    expect(answer.error?.code).toBe('below_minimum')
    expect(transfersTo(c.accountId)).toHaveLength(0)
  })

  it('pays once when a payout is requested and retried 20 times at once', async () => {
    const c = await onboardedCreator(10_000)
    const results = await Promise.allSettled([
      ...range(20).map(() => requestPayout(db, deps.payouts, { creatorId: c.creatorId })),
      runDuePayouts(db, deps.payouts),
    ])
    const payoutIds = new Set(
      results.flatMap((r) => (r.status === 'fulfilled' && 'id' in r.value ? [r.value.id] : [])),
    )
    expect(payoutIds.size).toBe(1)
    const [payoutId] = [...payoutIds]
    for (const _ of range(20)) await settlePayout(db, deps.payouts, payoutId!)
    expect(transfersTo(c.accountId)).toHaveLength(1)
    expect(transfersTo(c.accountId)[0]!.amount).toBe(8500)
    const rows = await db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, c.creatorId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'paid', amountCents: 8500 })
    expect(await earningsBalance(db, c.creatorId)).toMatchObject({ payableCents: 0, paidCents: 8500 })
  })

  it('settles a payout whose transfer was made before a crash, on the next run, without paying twice', async () => {
    const c = await onboardedCreator(5000)
    const payout = await crashedAfterTransfer(c)
    expect(await earningsBalance(db, c.creatorId)).toMatchObject({ payableCents: 0, inTransitCents: 4250 })
    // Restart: the runner's first round finds the open payout and Stripe's transfer for it.
    await runDuePayouts(db, deps.payouts)
    const [row] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, payout.id))
    expect(row).toMatchObject({ status: 'paid', transferId: transfersTo(c.accountId)[0]!.id })
    expect(transfersTo(c.accountId)).toHaveLength(1)
  })

  /** The fake's transfers to a creator, as the balance check reads them (the transfer group names the payout). */
  const madeTo = (accountId: string) =>
    transfersTo(accountId).map((t) => ({
      transferId: t.id,
      payoutId: t.transfer_group!.replace(/^payout:/, ''),
      amountCents: t.amount,
    }))

  /** A payout whose transfer reached Stripe before the process died, leaving the row processing. */
  async function crashedAfterTransfer(c: Awaited<ReturnType<typeof onboardedCreator>>) {
    const payout = await startPayout(db, { creatorId: c.creatorId, trigger: 'request', provider: 'stripe' })
    await deps.payouts.transfer({
      payoutId: payout.id,
      creatorId: c.creatorId,
      accountId: c.accountId,
      amountCents: payout.amountCents,
      idempotencyKey: payout.idempotencyKey,
    })
    return payout
  }

  it('finds the transfer by its transfer group after a crash once Stripe has forgotten the idempotency key', async () => {
    const c = await onboardedCreator(5000)
    const payout = await crashedAfterTransfer(c)
    fake.forgetIdempotencyKeys() // more than 24 hours pass before the restart
    await runDuePayouts(db, deps.payouts)
    const [row] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, payout.id))
    expect(transfersTo(c.accountId)).toHaveLength(1)
    expect(row).toMatchObject({ status: 'paid', transferId: transfersTo(c.accountId)[0]!.id })
    const reported = await earningsBalance(db, c.creatorId)
    expect(reported).toMatchObject({ payableCents: 0, paidCents: 4250, inTransitCents: 0 })
    await expect(
      balanceInvariant(db, { creatorId: c.creatorId, reported, transfers: madeTo(c.accountId) }),
    ).resolves.toEqual([])
  })

  it('leaves a payout open when Stripe refuses the transfer lookup, so a transfer already made is not paid again', async () => {
    const c = await onboardedCreator(5000)
    const payout = await crashedAfterTransfer(c)
    fake.forgetIdempotencyKeys()
    const from = fake.requests.length
    fake.failNextRequests(1, 400)
    await expect(settlePayout(db, deps.payouts, payout.id)).rejects.toBeInstanceOf(PayoutUnavailableError)
    // The refused call was the lookup; nothing was sent after it.
    expect(fake.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/transfers'])
    const [open] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, payout.id))
    expect(open).toMatchObject({
      status: 'processing',
      failureReason: expect.stringMatching(/^Will retry: /),
    })
    expect(await earningsBalance(db, c.creatorId)).toMatchObject({ payableCents: 0, inTransitCents: 4250 })
    await runDuePayouts(db, deps.payouts)
    const [row] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, payout.id))
    expect(row).toMatchObject({ status: 'paid', transferId: transfersTo(c.accountId)[0]!.id })
    expect(transfersTo(c.accountId)).toHaveLength(1)
    const reported = await earningsBalance(db, c.creatorId)
    await expect(
      balanceInvariant(db, { creatorId: c.creatorId, reported, transfers: madeTo(c.accountId) }),
    ).resolves.toEqual([])
  })

  it('makes the transfer of a payout left open before its transfer was sent', async () => {
    const c = await onboardedCreator(5000)
    const payout = await startPayout(db, { creatorId: c.creatorId, trigger: 'weekly', provider: 'stripe' })
    await runDuePayouts(db, deps.payouts)
    const [row] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, payout.id))
    expect(row!.status).toBe('paid')
    expect(transfersTo(c.accountId)).toHaveLength(1)
  })

  it('returns a refused transfer to payable with Stripe’s reason, and a passing error leaves it open', async () => {
    const c = await onboardedCreator(4000)
    fake.failNextRequests(3, 500) // the first try and the SDK's two retries: an outage
    fake.declineTransfersTo(c.accountId)
    const first = await requestPayout(db, deps.payouts, { creatorId: c.creatorId })
    expect(first.status).toBe('processing')
    const settled = await settlePayout(db, deps.payouts, first.id)
    expect(settled.status).toBe('failed')
    expect(settled.failureReason).toMatch(/capabilities enabled: transfers/)
    expect(await earningsBalance(db, c.creatorId)).toMatchObject({ payableCents: 3400, paidCents: 0 })
    const page = await read(app.as(c.member).earnings.$get())
    expect(page.data.payouts[0]).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/transfers/),
    })
    expect(transfersTo(c.accountId)).toHaveLength(0)
  })
})
