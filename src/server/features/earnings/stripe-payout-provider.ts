import Stripe from 'stripe'
import { createStripeClient } from '../../lib/stripe-client.ts'
import {
  PayoutDeclinedError,
  PayoutUnavailableError,
  transferGroupOf,
  type PayoutProvider,
} from './payout-provider.ts'

// Stripe Connect Express: the platform creates the creator's account, Stripe hosts onboarding, and a transfer moves
// the creator's share from the platform balance to it (Stripe then pays it out to their bank on its schedule).
export function createStripePayoutProvider(opts: { secretKey: string; apiUrl?: string }): PayoutProvider {
  const stripe = createStripeClient(opts)

  // A refusal (bad request, card or permission error) is final; anything else may pass, so it is retried later.
  // A lookup is never final: a payout whose transfer may exist must stay open, not become payable again.
  const call = async <T>(what: string, fn: () => Promise<T>, { lookup = false } = {}) => {
    try {
      return await fn()
    } catch (err) {
      const message = `Stripe ${what} failed: ${(err as Error).message}`
      if (
        !lookup &&
        (err instanceof Stripe.errors.StripeInvalidRequestError ||
          err instanceof Stripe.errors.StripePermissionError ||
          err instanceof Stripe.errors.StripeCardError)
      )
        throw new PayoutDeclinedError((err as Error).message, { cause: err })
      throw new PayoutUnavailableError(message, { cause: err })
    }
  }

  return {
    name: 'stripe',
    createAccount: async ({ creatorId, email, country }) => {
      const account = await call('account create', () =>
        stripe.accounts.create(
          {
            type: 'express',
            country,
            email,
            capabilities: { transfers: { requested: true } },
            metadata: { creatorId },
          },
          // One account per creator, even if two clicks race.
          { idempotencyKey: `connect-account:${creatorId}` },
        ),
      )
      return { accountId: account.id }
    },
    accountLink: async ({ accountId, refreshUrl, returnUrl }) => {
      const link = await call('account link create', () =>
        stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        }),
      )
      return { url: link.url }
    },
    transfer: async (req) => {
      const transfer = await call('transfer create', () =>
        stripe.transfers.create(
          {
            amount: req.amountCents,
            currency: 'aud',
            destination: req.accountId,
            transfer_group: transferGroupOf(req.payoutId),
            metadata: { payoutId: req.payoutId, creatorId: req.creatorId },
          },
          { idempotencyKey: req.idempotencyKey },
        ),
      )
      return { transferId: transfer.id }
    },
    findTransfer: async ({ payoutId }) => {
      const list = await call(
        'transfer list',
        () => stripe.transfers.list({ transfer_group: transferGroupOf(payoutId), limit: 1 }),
        { lookup: true },
      )
      const found = list.data[0]
      return found ? { transferId: found.id } : null
    },
  }
}
