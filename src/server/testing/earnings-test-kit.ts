import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Deps } from '../app-env.ts'
import type { Db } from '../db/client.ts'
import { promptTemplates } from '../db/schema/catalog.ts'
import { creators, houseCreatorId } from '../db/schema/creators.ts'
import { creatorEarnings, creatorPayoutAccounts } from '../db/schema/earnings.ts'
import { orders } from '../db/schema/payments.ts'
import { queryRows } from '../db/query-rows.ts'
import { grantCredits } from '../features/credits/public.ts'
import type { EarningsBalance } from '../features/earnings/public.ts'
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
/** What a member's credits are worth now (the moving average's pool, decision 0036), in cents. */
export async function creditValueOf(db: Db, userId: string) {
  const [row] = await queryRows<{ value_cents: number }>(
    db,
    sql`SELECT value_cents FROM credit_values WHERE user_id = ${userId}`,
  )
  return Number(row?.value_cents ?? 0)
}

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
  const order = await startDirectCheckout(deps, opts)
  await payLocalCheckout(deps.db, { sessionId: order.providerSessionId!, userId: opts.buyerId })
  return { orderId: order.id, amountCents: order.amountCents }
}

/**
 * A card purchase paid `daysAgo` days ago (15 by default: payable, and still inside the 30-day money-back period, so
 * it can be refunded after its share was paid out). The order, the purchase and the fulfilment are the real ones;
 * only the ledger entry is written first with old dates (the ledger refuses edits), so fulfilment's own entry, with
 * the same reference, is a no-op.
 */
export async function givenMaturedDirectSale(
  deps: Pick<Deps, 'db' | 'payments' | 'env'>,
  opts: { buyerId: string; templateId: string; daysAgo?: number },
) {
  const days = opts.daysAgo ?? 15
  const order = await startDirectCheckout(deps, opts)
  const [template] = await deps.db
    .select({ creatorId: promptTemplates.creatorId })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, opts.templateId))
  await givenMaturedSale(deps.db, {
    creatorId: template!.creatorId,
    templateId: opts.templateId,
    saleCents: order.amountCents,
    daysAgo: days,
    orderId: order.id,
  })
  await payLocalCheckout(deps.db, { sessionId: order.providerSessionId!, userId: opts.buyerId })
  const paidAt = sql`now() - make_interval(days => ${days})`
  await deps.db
    .update(orders)
    .set({ createdAt: paidAt, completedAt: paidAt, updatedAt: paidAt })
    .where(eq(orders.id, order.id))
  return { orderId: order.id, amountCents: order.amountCents }
}

async function startDirectCheckout(
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
  const [order] = await deps.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
  return order!
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
 * The invariants, as rows that break them (empty when all hold): every entry's shares add up to the money
 * taken; every order's entries sum to what it took net of refunds; every paid card sale of a creator's template
 * (completed or refunded order) has exactly one sale entry, and one reversal exactly when refunded; every credits
 * sale of one that spent credits has exactly one sale entry; house templates have none, and an entry belongs to its
 * template's creator and to a paid prompt order for that template. The balances are balanceInvariant's.
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
    SELECT 'order-sale-entries', o.id::text FROM orders o JOIN prompt_templates t ON t.id = o.prompt_id
      WHERE o.kind = 'prompt' AND o.status IN ('completed', 'refunded') AND t.creator_id <> ${houseCreatorId}
        AND (SELECT count(*) FROM creator_earnings e WHERE e.order_id = o.id AND e.kind = 'sale') <> 1
    UNION ALL
    SELECT 'order-refund-entries', o.id::text FROM orders o JOIN prompt_templates t ON t.id = o.prompt_id
      WHERE o.kind = 'prompt' AND o.status IN ('completed', 'refunded') AND t.creator_id <> ${houseCreatorId}
        AND (SELECT count(*) FROM creator_earnings e WHERE e.order_id = o.id AND e.kind = 'refund')
          <> CASE WHEN o.status = 'refunded' THEN 1 ELSE 0 END
    UNION ALL
    SELECT 'purchase-sale-entries', p.id::text FROM prompt_purchases p JOIN prompt_templates t ON t.id = p.prompt_id
      WHERE p.purchase_method = 'credits' AND p.credits_spent > 0 AND t.creator_id <> ${houseCreatorId}
        AND (SELECT count(*) FROM creator_earnings e WHERE e.purchase_id = p.id AND e.kind = 'sale') <> 1
    UNION ALL
    SELECT 'creator', e.reference FROM creator_earnings e JOIN prompt_templates t ON t.id = e.template_id
      WHERE t.creator_id = ${houseCreatorId} OR e.creator_id <> t.creator_id
    UNION ALL
    SELECT 'unpaid-order', e.reference FROM creator_earnings e JOIN orders o ON o.id = e.order_id
      WHERE o.kind <> 'prompt' OR o.status NOT IN ('completed', 'refunded') OR o.prompt_id <> e.template_id
    UNION ALL
    SELECT 'credit-value', c.user_id FROM credit_values c
      WHERE c.value_cents <> (SELECT coalesce(sum(value_cents), 0) FROM credit_transactions t WHERE t.user_id = c.user_id)`,
  )
}

/** A transfer the payout provider really made (the fake Stripe's transfers, or a test's record of the local one). */
export type MadeTransfer = { transferId: string; payoutId: string; amountCents: number }

/**
 * A creator's balance worked out from the raw rows, each part on its own, against what the app reports
 * (earningsBalance, or the dashboard's answer, which has no ledger total). Problems as text, empty when all hold:
 * - pending = entries not yet available; paid = payouts paid or processing; payable = matured entries less paid;
 *   each reported figure equals its own, and pending + payable + paid = the sum of the ledger;
 * - each paid payout matches exactly one transfer the provider made, of its amount; a processing one at most one; a
 *   failed one none; and no transfer without its payout (so the provider moved exactly what counts as paid);
 * - at each payout (paid only grows then), everything paid until then was no more than the sales matured by then,
 *   refunds aside (a refund may land on either side of a racing payout);
 * - a balance below zero is no more than the refunds that came after their sale had matured: only a refund of money
 *   already payable or paid can take it there.
 */
export async function balanceInvariant(
  db: Db,
  opts: {
    creatorId: string
    reported: Omit<EarningsBalance, 'ledgerCents'> & { ledgerCents?: number }
    /** Every transfer the provider made to this creator. */
    transfers: MadeTransfer[]
  },
): Promise<string[]> {
  const { creatorId, reported } = opts
  const [ledger] = await queryRows<Record<string, string | number>>(
    db,
    sql`
    SELECT coalesce(sum(amount_cents), 0) AS total,
      coalesce(sum(amount_cents) FILTER (WHERE available_at > now()), 0) AS pending,
      coalesce(sum(amount_cents) FILTER (WHERE available_at <= now()), 0) AS matured
    FROM creator_earnings WHERE creator_id = ${creatorId}`,
  )
  const payouts = await queryRows<{
    id: string
    amount_cents: number
    status: string
    paid_before: string | number
    matured_sales: string | number
  }>(
    db,
    sql`
    SELECT p.id, p.amount_cents, p.status,
      (SELECT coalesce(sum(q.amount_cents), 0) FROM creator_payouts q WHERE q.creator_id = p.creator_id
        AND q.status <> 'failed' AND q.created_at <= p.created_at) AS paid_before,
      (SELECT coalesce(sum(e.amount_cents), 0) FROM creator_earnings e WHERE e.creator_id = p.creator_id
        AND e.kind = 'sale' AND e.created_at <= p.created_at AND e.available_at <= p.created_at) AS matured_sales
    FROM creator_payouts p WHERE p.creator_id = ${creatorId} ORDER BY p.created_at`,
  )
  const [late] = await queryRows<{ refunds: string | number }>(
    db,
    sql`
    SELECT coalesce(-sum(r.amount_cents), 0) AS refunds FROM creator_earnings r
      JOIN creator_earnings s ON s.order_id = r.order_id AND s.kind = 'sale'
    WHERE r.creator_id = ${creatorId} AND r.kind = 'refund' AND s.available_at <= r.created_at`,
  )
  const sum = (status: string[]) =>
    payouts.filter((p) => status.includes(p.status)).reduce((s, p) => s + Number(p.amount_cents), 0)
  const own = {
    ledgerCents: Number(ledger!.total),
    pendingCents: Number(ledger!.pending),
    paidCents: sum(['paid', 'processing']),
    inTransitCents: sum(['processing']),
    payableCents: Number(ledger!.matured) - sum(['paid', 'processing']),
  }
  const problems: string[] = []
  for (const [name, value] of Object.entries(own)) {
    const shown = reported[name as keyof typeof own]
    if (shown !== undefined && shown !== value) problems.push(`${name}: reported ${shown}, rows say ${value}`)
  }
  if (own.pendingCents + own.payableCents + own.paidCents !== own.ledgerCents)
    problems.push(
      `pending + payable + paid = ${own.pendingCents + own.payableCents + own.paidCents}, ledger ${own.ledgerCents}`,
    )
  for (const p of payouts) {
    const made = opts.transfers.filter((t) => t.payoutId === p.id)
    const expected = p.status === 'paid' ? [1] : p.status === 'processing' ? [0, 1] : [0]
    if (!expected.includes(made.length) || made.some((t) => t.amountCents !== Number(p.amount_cents)))
      problems.push(`payout ${p.id} (${p.status}, ${p.amount_cents}): transfers ${JSON.stringify(made)}`)
    if (p.status !== 'failed' && Number(p.paid_before) > Number(p.matured_sales))
      problems.push(`payout ${p.id}: ${p.paid_before} paid by then, only ${p.matured_sales} of sales matured`)
  }
  for (const t of opts.transfers)
    if (!payouts.some((p) => p.id === t.payoutId)) problems.push(`transfer ${t.transferId} has no payout`)
  if (-own.payableCents > Number(late!.refunds))
    problems.push(`payable ${own.payableCents} below zero beyond the refunds after payout (${late!.refunds})`)
  return problems
}
