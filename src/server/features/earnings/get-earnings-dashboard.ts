import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creatorEarnings, creatorPayoutAccounts, creatorPayouts } from '../../db/schema/earnings.ts'
import { queryRows } from '../../db/query-rows.ts'
import { minimumPayoutCents } from '../../../shared/earnings/creator-share.ts'
import type { EarningsDashboard, PayoutAccountStatus } from '../../../shared/earnings/earnings-dashboard.ts'
import { earningsBalance } from './earnings-balance.ts'

const weeksShown = 12

/** The creator's earnings page: balances, the newest sales and refunds, payouts, and sales by week (Sydney). */
export async function getEarningsDashboard(
  db: Db,
  opts: { creatorId: string; provider: 'local' | 'stripe' },
): Promise<EarningsDashboard> {
  const { creatorId } = opts
  const balance = await earningsBalance(db, creatorId)
  const [account] = await db
    .select()
    .from(creatorPayoutAccounts)
    .where(eq(creatorPayoutAccounts.creatorId, creatorId))
  const entries = await db
    .select({
      id: creatorEarnings.id,
      kind: creatorEarnings.kind,
      templateName: sql<string>`coalesce(${promptTemplates.name}, ${creatorEarnings.templateId})`,
      method: creatorEarnings.method,
      amountCents: creatorEarnings.amountCents,
      saleCents: creatorEarnings.saleCents,
      createdAt: creatorEarnings.createdAt,
      availableAt: creatorEarnings.availableAt,
    })
    .from(creatorEarnings)
    .leftJoin(promptTemplates, eq(promptTemplates.id, creatorEarnings.templateId))
    .where(eq(creatorEarnings.creatorId, creatorId))
    .orderBy(desc(creatorEarnings.createdAt), desc(creatorEarnings.id))
    .limit(100)
  const payouts = await db
    .select()
    .from(creatorPayouts)
    .where(eq(creatorPayouts.creatorId, creatorId))
    .orderBy(desc(creatorPayouts.createdAt))
    .limit(50)
  const weeks = await queryRows<{ week_start: string; sales_cents: string | number; sales: string | number }>(
    db,
    sql`
    WITH weeks AS (
      SELECT generate_series(
        date_trunc('week', now() AT TIME ZONE 'Australia/Sydney') - make_interval(weeks => ${weeksShown - 1}),
        date_trunc('week', now() AT TIME ZONE 'Australia/Sydney'),
        interval '1 week') AS week
    )
    SELECT to_char(w.week, 'YYYY-MM-DD') AS week_start,
      coalesce(sum(e.amount_cents), 0) AS sales_cents, count(e.id) AS sales
    FROM weeks w
    LEFT JOIN creator_earnings e ON e.creator_id = ${creatorId} AND e.kind = 'sale'
      AND date_trunc('week', e.created_at AT TIME ZONE 'Australia/Sydney') = w.week
    GROUP BY w.week ORDER BY w.week`,
  )
  const status: PayoutAccountStatus = !account?.accountId
    ? 'none'
    : account.payoutsEnabled
      ? 'active'
      : 'incomplete'
  const open = payouts.some((p) => p.status === 'processing')
  return {
    pendingCents: balance.pendingCents,
    payableCents: balance.payableCents,
    paidCents: balance.paidCents,
    inTransitCents: balance.inTransitCents,
    minimumPayoutCents,
    canRequestPayout:
      status === 'active' && !account?.held && !open && balance.payableCents >= minimumPayoutCents,
    account: {
      status,
      disabledReason: account?.disabledReason ?? null,
      held: account?.held ?? false,
      testMode: opts.provider === 'local',
    },
    entries: entries.map((e) => ({
      ...e,
      kind: e.kind as 'sale' | 'refund',
      method: e.method as 'direct' | 'credits',
      createdAt: e.createdAt.toISOString(),
      availableAt: e.availableAt.toISOString(),
    })),
    payouts: payouts.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      status: p.status as 'processing' | 'paid' | 'failed',
      trigger: p.trigger as 'weekly' | 'request',
      // The provider's own words are shown only for a failure; a passing error stays internal.
      failureReason: p.status === 'failed' ? p.failureReason : null,
      createdAt: p.createdAt.toISOString(),
      settledAt: p.settledAt?.toISOString() ?? null,
    })),
    weeks: weeks.map((w) => ({
      weekStart: w.week_start,
      salesCents: Number(w.sales_cents),
      sales: Number(w.sales),
    })),
  }
}
