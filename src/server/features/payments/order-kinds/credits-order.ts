import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { creditTransactions } from '../../../db/schema/credits.ts'
import { queryRows } from '../../../db/query-rows.ts'
import { AppError } from '../../../lib/errors.ts'
import { findPackage } from '../../../../shared/credits/packages.ts'
import { grantCredits, spendCredits } from '../../credits/public.ts'
import type { OrderKindModule, OrderSummary } from './order-kind-module.ts'

const packageName = (order: OrderSummary) => findPackage(order.packageId ?? '')?.name

async function balanceOf(tx: Db, userId: string, lock: boolean) {
  const [profile] = await queryRows<{ balance: number }>(
    tx,
    lock
      ? sql`SELECT balance FROM profiles WHERE user_id = ${userId} FOR UPDATE`
      : sql`SELECT balance FROM profiles WHERE user_id = ${userId}`,
  )
  return Number(profile?.balance ?? 0)
}

// What the member's credits are worth (the moving average's pool, kept by the ledger's trigger), locked after the
// profile row as the trigger itself does.
async function creditsWorth(tx: Db, userId: string) {
  const [row] = await queryRows<{ value_cents: number }>(
    tx,
    sql`SELECT value_cents FROM credit_values WHERE user_id = ${userId} FOR UPDATE`,
  )
  return Number(row?.value_cents ?? 0)
}

/** A credit package: its credits (fixed from the package when the order was made) through the ledger. */
export const creditsOrder: OrderKindModule = {
  describe: (order) => `${packageName(order) ?? 'Credit package'}: ${order.credits} credits`,
  checkoutLabel: (order) => `${packageName(order) ?? 'Credit'} package: ${order.credits} credits`,

  // Keyed by the order, so no path can grant them twice.
  async fulfil(tx, order) {
    const name = packageName(order) ?? 'Credit package'
    const { balance } = await grantCredits(tx, {
      userId: order.userId,
      amount: order.credits,
      type: 'purchase',
      description: `${name}: ${order.credits} credits`,
      referenceId: order.id,
      key: `order:${order.id}`,
    })
    return {
      userId: order.userId,
      balance,
      item: `${name} credit package: ${order.credits} credits`,
      details: ['Your credits are in your account and never expire.'],
    }
  },

  // The buyer still holds at least the package's credits AND has spent none since it was paid.
  async isUnspent(tx, order) {
    if ((await balanceOf(tx, order.userId, false)) < order.credits) return false
    const [spend] = await tx
      .select({ id: creditTransactions.id })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.userId, order.userId),
          eq(creditTransactions.transactionType, 'spend'),
          gt(creditTransactions.createdAt, order.completedAt!),
        ),
      )
      .limit(1)
    return !spend
  },

  async reverse(tx, order, { item, partial: partialAllowed }) {
    if (order.credits <= 0)
      return { amountCents: order.amountCents, creditsReversed: 0, partial: false, balance: null }
    // Lock the balance: a spend racing this refund waits, then sees the reversed balance.
    const available = await balanceOf(tx, order.userId, true)
    let creditsReversed = order.credits
    let amountCents = order.amountCents
    let partial = false
    if (available < order.credits) {
      const spent = order.credits - available
      if (!partialAllowed)
        throw new AppError(
          'credits_spent',
          `The buyer has spent ${spent} of the ${order.credits} credits from this order (balance ${available}). ` +
            'Choose a partial refund to return the money for the unspent credits only.',
          422,
        )
      if (available === 0)
        throw new AppError(
          'nothing_to_refund',
          `All ${order.credits} credits from this order have been spent, so there is nothing left to refund`,
          422,
        )
      partial = true
      creditsReversed = available
      amountCents = Math.floor((order.amountCents * available) / order.credits)
    }
    // Never return more than the buyer's credits are still worth (decision 0036): what was spent already paid for
    // something, a creator's share perhaps, and with free credits in the balance it can be spent while the count
    // still covers the package.
    const worth = await creditsWorth(tx, order.userId)
    if (amountCents > worth) {
      const aud = (cents: number) => `A$${(cents / 100).toFixed(2)}`
      if (worth === 0)
        throw new AppError(
          'nothing_to_refund',
          'What this order paid for has been spent, so there is nothing left to refund',
          422,
        )
      if (!partialAllowed)
        throw new AppError(
          'credits_spent',
          `Part of what this order paid for has been spent: the buyer's credits are worth ${aud(worth)} of the ` +
            `${aud(order.amountCents)} paid. Choose a partial refund to return ${aud(worth)}.`,
          422,
        )
      partial = true
      amountCents = worth
    }
    const { balance } = await spendCredits(tx, {
      userId: order.userId,
      amount: creditsReversed,
      type: 'refund',
      description: `Refund of ${item}${partial ? ' (unspent credits)' : ''}`,
      referenceId: order.id,
      key: `refund:${order.id}`,
    })
    return { amountCents, creditsReversed, partial, balance }
  },

  takenBack: ({ creditsReversed }) =>
    `${creditsReversed} credit(s) from this order have been removed from your balance.`,
  changesBalance: true,
}
