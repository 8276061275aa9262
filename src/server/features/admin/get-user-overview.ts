import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { securityEvents } from '../../db/schema/activity.ts'
import { user } from '../../db/schema/auth.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { orders } from '../../db/schema/payments.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { AppError } from '../../lib/errors.ts'
import type { UserOverview } from '../../../shared/admin/users.ts'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** One account as support sees it: profile and balance, the latest ledger rows, purchases, orders and security events. */
export async function getUserOverview(db: Db, userId: string): Promise<UserOverview> {
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      balance: profiles.balance,
      fullName: profiles.fullName,
      phoneNumber: profiles.phoneNumber,
      memberCode: profiles.memberCode,
      referredBy: profiles.referredBy,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
  if (!account) throw new AppError('not_found', 'Account not found', 404)

  const [ledger, purchases, orderRows, events] = await Promise.all([
    db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, userId))
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .limit(200),
    db
      .select({ p: promptPurchases, promptName: promptTemplates.name })
      .from(promptPurchases)
      .leftJoin(promptTemplates, eq(promptTemplates.id, promptPurchases.promptId))
      .where(eq(promptPurchases.userId, userId))
      .orderBy(desc(promptPurchases.createdAt)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(200),
    db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(desc(securityEvents.createdAt))
      .limit(100),
  ])

  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    emailVerified: account.emailVerified,
    createdAt: account.createdAt.toISOString(),
    balance: account.balance ?? 0,
    fullName: account.fullName ?? account.name,
    phoneNumber: account.phoneNumber ?? null,
    memberCode: account.memberCode ?? '',
    referredBy: account.referredBy ?? null,
    ledger: ledger.map((r) => ({
      id: r.id,
      amount: r.amount,
      type: r.transactionType,
      description: r.description,
      referenceId: r.referenceId,
      balanceAfter: r.balanceAfter,
      createdAt: r.createdAt.toISOString(),
    })),
    purchases: purchases.map(({ p, promptName }) => ({
      id: p.id,
      promptId: p.promptId,
      promptName,
      method: p.purchaseMethod,
      status: p.status,
      creditsSpent: p.creditsSpent,
      orderId: p.orderId,
      createdAt: p.createdAt.toISOString(),
    })),
    orders: orderRows.map((o) => ({
      id: o.id,
      kind: o.kind,
      provider: o.provider,
      status: o.status,
      amountCents: o.amountCents,
      credits: o.credits,
      packageId: o.packageId,
      promptId: o.promptId,
      createdAt: o.createdAt.toISOString(),
      completedAt: iso(o.completedAt),
      refundedAt: iso(o.refundedAt),
    })),
    securityEvents: events.map((e) => ({
      id: e.id,
      type: e.type,
      ip: e.ip,
      userAgent: e.userAgent,
      details: e.details,
      createdAt: e.createdAt.toISOString(),
    })),
  }
}
