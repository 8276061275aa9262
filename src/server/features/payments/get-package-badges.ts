import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/payments.ts'
import {
  bestValuePackage,
  mostPopularPackage,
  mostPopularRule,
  type PackageBadges,
} from '../../../shared/credits/package-badges.ts'

/** Which credit pack is the most popular (completed sales of the last 30 days) and which is the best value. */
export async function getPackageBadges(db: Db): Promise<PackageBadges> {
  // Refunded orders have status 'refunded', so they no longer count as sales.
  const sales = await db
    .select({ packageId: orders.packageId, sales: count() })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'credits'),
        eq(orders.status, 'completed'),
        isNotNull(orders.packageId),
        gt(orders.completedAt, sql`now() - make_interval(days => ${mostPopularRule.days})`),
      ),
    )
    .groupBy(orders.packageId)
  return {
    mostPopular: mostPopularPackage(sales.map((s) => ({ packageId: s.packageId!, sales: Number(s.sales) }))),
    bestValue: bestValuePackage(),
  }
}
