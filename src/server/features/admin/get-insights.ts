import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { tiers, type Tier } from '../../../shared/catalog/tiers.ts'
import type { Insights, SalesDay } from '../../../shared/admin/insights.ts'

const n = (v: unknown) => Number(v ?? 0)

/**
 * The console's numbers for the last `days` days (UTC days): paid orders per day, by kind and by tier,
 * the most frequent searches and the ones that never found anything, and recent security events.
 */
export async function getInsights(db: Db, { days }: { days: number }): Promise<Insights> {
  const since = sql`date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${days - 1})`
  // Paid = completed, or refunded later; refunds are counted on the day of the refund.
  const [perDay, refunds, byKind, byTier, top, none, securityCounts, events] = await Promise.all([
    queryRows<{ day: string; orders: number; revenue: number }>(
      db,
      sql`SELECT to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS orders, sum(amount_cents) AS revenue
          FROM orders WHERE status IN ('completed', 'refunded') AND completed_at AT TIME ZONE 'UTC' >= ${since}
          GROUP BY 1`,
    ),
    queryRows<{ day: string; refunded: number }>(
      db,
      sql`SELECT to_char(refunded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(amount_cents) AS refunded
          FROM orders WHERE status = 'refunded' AND refunded_at AT TIME ZONE 'UTC' >= ${since}
          GROUP BY 1`,
    ),
    queryRows<{ kind: string; orders: number; revenue: number }>(
      db,
      sql`SELECT kind, count(*) AS orders, sum(amount_cents) AS revenue
          FROM orders WHERE status IN ('completed', 'refunded') AND completed_at AT TIME ZONE 'UTC' >= ${since}
          GROUP BY kind ORDER BY kind`,
    ),
    queryRows<{ tier: string; purchases: number; by_credits: number; direct: number; credits_spent: number }>(
      db,
      sql`SELECT t.tier, count(*) AS purchases,
                 count(*) FILTER (WHERE p.purchase_method = 'credits') AS by_credits,
                 count(*) FILTER (WHERE p.purchase_method = 'direct') AS direct,
                 coalesce(sum(p.credits_spent), 0) AS credits_spent
          FROM prompt_purchases p JOIN prompt_templates t ON t.id = p.prompt_id
          WHERE p.status = 'completed' AND p.created_at AT TIME ZONE 'UTC' >= ${since}
          GROUP BY t.tier`,
    ),
    queryRows<{ query: string; searches: number; average_results: number }>(
      db,
      sql`SELECT lower(trim(query)) AS query, count(*) AS searches, avg(results_count) AS average_results
          FROM search_analytics WHERE created_at AT TIME ZONE 'UTC' >= ${since} AND trim(query) <> ''
          GROUP BY 1 ORDER BY searches DESC, query LIMIT 20`,
    ),
    // A query counts as "no results" only when none of its searches found anything (the home box logs 0 first).
    queryRows<{ query: string; searches: number; average_results: number }>(
      db,
      sql`SELECT lower(trim(query)) AS query, count(*) AS searches, 0 AS average_results
          FROM search_analytics WHERE created_at AT TIME ZONE 'UTC' >= ${since} AND trim(query) <> ''
          GROUP BY 1 HAVING max(results_count) = 0 ORDER BY searches DESC, query LIMIT 20`,
    ),
    queryRows<{ type: string; count: number }>(
      db,
      sql`SELECT type, count(*) AS count FROM security_events
          WHERE created_at AT TIME ZONE 'UTC' >= ${since} GROUP BY type ORDER BY count DESC, type`,
    ),
    queryRows<{
      id: string
      type: string
      user_id: string | null
      email: string | null
      ip: string | null
      user_agent: string | null
      details: Record<string, unknown>
      created_at: Date | string
    }>(
      db,
      sql`SELECT e.id, e.type, e.user_id, u.email, e.ip, e.user_agent, e.details, e.created_at
          FROM security_events e LEFT JOIN "user" u ON u.id = e.user_id
          ORDER BY (e.type = 'suspicious_activity' AND e.created_at > now() - interval '7 days') DESC, e.created_at DESC
          LIMIT 50`,
    ),
  ])

  const paid = new Map(perDay.map((r) => [r.day, r]))
  const refunded = new Map(refunds.map((r) => [r.day, n(r.refunded)]))
  const salesPerDay: SalesDay[] = []
  const today = new Date()
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i))
    const day = d.toISOString().slice(0, 10)
    salesPerDay.push({
      day,
      orders: n(paid.get(day)?.orders),
      revenueCents: n(paid.get(day)?.revenue),
      refundedCents: refunded.get(day) ?? 0,
    })
  }
  const tierRows = new Map(byTier.map((r) => [r.tier, r]))
  return {
    days,
    salesPerDay,
    totals: {
      orders: salesPerDay.reduce((s, d) => s + d.orders, 0),
      revenueCents: salesPerDay.reduce((s, d) => s + d.revenueCents, 0),
      refundedCents: salesPerDay.reduce((s, d) => s + d.refundedCents, 0),
    },
    byKind: byKind.map((r) => ({ kind: r.kind, orders: n(r.orders), revenueCents: n(r.revenue) })),
    byTier: tiers.map((tier: Tier) => {
      const r = tierRows.get(tier)
      return {
        tier,
        purchases: n(r?.purchases),
        byCredits: n(r?.by_credits),
        direct: n(r?.direct),
        creditsSpent: n(r?.credits_spent),
      }
    }),
    topSearches: top.map((r) => ({
      query: r.query,
      searches: n(r.searches),
      averageResults: Math.round(n(r.average_results) * 10) / 10,
    })),
    noResultSearches: none.map((r) => ({ query: r.query, searches: n(r.searches), averageResults: 0 })),
    securityCounts: securityCounts.map((r) => ({ type: r.type, count: n(r.count) })),
    securityEvents: events.map((e) => ({
      id: e.id,
      type: e.type,
      userId: e.user_id,
      userEmail: e.email,
      ip: e.ip,
      userAgent: e.user_agent,
      details: e.details ?? {},
      createdAt: new Date(e.created_at).toISOString(),
    })),
  }
}
