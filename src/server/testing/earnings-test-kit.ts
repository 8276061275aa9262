import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Deps } from '../app-env.ts'
import type { Db } from '../db/client.ts'
import { promptTemplates } from '../db/schema/catalog.ts'
import { creators } from '../db/schema/creators.ts'
import { creatorEarnings, creatorPayoutAccounts } from '../db/schema/earnings.ts'
import { orders } from '../db/schema/payments.ts'
import { queryRows } from '../db/query-rows.ts'
import { grantCredits } from '../features/credits/public.ts'
import { payLocalCheckout, startCheckout } from '../features/payments/public.ts'
import { givenUser } from './given.ts'

// Rows the earnings tests need, made directly: an approved creator, their active template, paid credits, sales
// through the real checkout and credits paths. (Publishing belongs to the review feature.)

let n = 0

/** An approved creator (a member with a creators row); pass a user id to make an existing member one. */
export async function givenCreator(db: Db, opts: { userId?: string; email?: string } = {}) {
  const i = ++n
  const userId = opts.userId ?? (await givenUser(db, { email: opts.email })).id
  const [creator] = await db
    .insert(creators)
    .values({
      userId,
      displayName: `Creator ${i}`,
      handle: `creator-${i}-${randomUUID().slice(0, 8)}`,
      country: 'AU',
      termsAcceptedAt: new Date(),
      termsVersion: 'test',
      status: 'approved',
      decidedAt: new Date(),
    })
    .returning()
  return { creatorId: creator!.id, userId, handle: creator!.handle, displayName: creator!.displayName }
}

/** An active template sold by the creator, at a price and credit cost of the test's choosing. */
export async function givenCreatorTemplate(
  db: Db,
  creatorId: string,
  opts: { priceCents?: number; creditsCost?: number; name?: string } = {},
) {
  const id = `tpl-${randomUUID()}`
  await db.insert(promptTemplates).values({
    id,
    slug: id,
    name: opts.name ?? `Creator template ${++n}`,
    description: 'A creator’s template for the earnings tests.',
    status: 'active',
    tier: 'daily',
    category: 'Career & Business',
    creditsCost: opts.creditsCost ?? 2,
    priceCents: opts.priceCents ?? 799,
    masterPrompt: 'Write about {{topic}}.',
    questions: [],
    creatorId,
  })
  return { templateId: id }
}

/** Credits bought in a completed credit package order (valued by the ledger's trigger at what was paid). */
export async function givenPaidCredits(
  db: Db,
  userId: string,
  opts: { credits: number; amountCents: number },
) {
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      kind: 'credits',
      provider: 'local',
      providerSessionId: `cs_local_test_${randomUUID()}`,
      packageId: 'test',
      credits: opts.credits,
      amountCents: opts.amountCents,
      status: 'completed',
      completedAt: new Date(),
    })
    .returning()
  await grantCredits(db, {
    userId,
    amount: opts.credits,
    type: 'purchase',
    description: `Test package: ${opts.credits} credits`,
    referenceId: order!.id,
    key: `order:${order!.id}`,
  })
  return { orderId: order!.id }
}

/** A direct (card) purchase of a template through the local checkout: the real fulfilment path. */
export async function givenDirectSale(
  deps: Pick<Deps, 'db' | 'payments' | 'env'>,
  opts: { buyerId: string; templateId: string },
) {
  const [template] = await deps.db
    .select()
    .from(promptTemplates)
    .where(eq(promptTemplates.id, opts.templateId))
  const { url } = await startCheckout(deps.db, {
    provider: deps.payments,
    appUrl: deps.env.APP_URL,
    userId: opts.buyerId,
    kind: 'prompt',
    promptId: template!.id,
    amountCents: template!.priceCents,
    item: { name: template!.name },
  })
  const sessionId = url.split('/').pop()!
  await payLocalCheckout(deps.db, { sessionId, userId: opts.buyerId })
  const [order] = await deps.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
  return { orderId: order!.id, amountCents: order!.amountCents }
}

/**
 * A sale entry written straight into the ledger with dates in the past (the ledger refuses updates, so "15 days
 * later" is a row made that way). For journeys and payout tests that need payable money now.
 */
export async function givenMaturedSale(
  db: Db,
  opts: { creatorId: string; templateId: string; saleCents: number; daysAgo?: number; orderId?: string },
) {
  const creatorCents = Math.floor((opts.saleCents * 85) / 100)
  const days = opts.daysAgo ?? 15
  const [entry] = await db
    .insert(creatorEarnings)
    .values({
      creatorId: opts.creatorId,
      kind: 'sale',
      amountCents: creatorCents,
      saleCents: opts.saleCents,
      houseCents: opts.saleCents - creatorCents,
      method: 'direct',
      templateId: opts.templateId,
      orderId: opts.orderId ?? null,
      reference: opts.orderId ? `sale:order:${opts.orderId}` : `sale:test:${randomUUID()}`,
      availableAt: sql`now() - make_interval(days => ${days - 14})`,
      createdAt: sql`now() - make_interval(days => ${days})`,
    })
    .returning()
  return entry!
}

/** A connected payout account whose onboarding is done (as account.updated would leave it). */
export async function givenPayoutAccount(
  db: Db,
  creatorId: string,
  opts: { provider?: 'local' | 'stripe'; accountId?: string; payoutsEnabled?: boolean } = {},
) {
  const accountId = opts.accountId ?? `acct_local_${creatorId.replace(/-/g, '')}`
  await db.insert(creatorPayoutAccounts).values({
    creatorId,
    provider: opts.provider ?? 'local',
    accountId,
    detailsSubmitted: true,
    payoutsEnabled: opts.payoutsEnabled ?? true,
  })
  return { accountId }
}

/**
 * The invariants, as rows that break them (empty when all hold): for every creator, paid + payable + pending
 * = the sum of their ledger is definitional in earningsBalance, so what is checked here is that every entry's
 * shares add up to the money taken, and that every order's entries sum to what the order took net of refunds.
 */
export async function earningsInvariant(db: Db) {
  return queryRows<{ problem: string; ref: string }>(
    db,
    sql`
    SELECT 'shares' AS problem, reference AS ref FROM creator_earnings
      WHERE amount_cents + house_cents <> sale_cents
    UNION ALL
    SELECT 'order', o.id::text FROM orders o
      JOIN (SELECT order_id, sum(sale_cents) AS taken FROM creator_earnings WHERE order_id IS NOT NULL GROUP BY order_id) e
        ON e.order_id = o.id
      WHERE e.taken <> CASE WHEN o.status = 'refunded' THEN 0 ELSE o.amount_cents END
    UNION ALL
    SELECT 'credit-value', c.user_id FROM credit_values c
      WHERE c.value_cents <> (SELECT coalesce(sum(value_cents), 0) FROM credit_transactions t WHERE t.user_id = c.user_id)`,
  )
}
