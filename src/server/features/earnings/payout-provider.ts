// The PayoutProvider port: a connected account for each creator, its onboarding link, and transfers to it.
// Adapters: Stripe Connect Express (stripe-payout-provider.ts) and the local simulation (local-payout-provider.ts,
// the embedded default, no money moves). Both go through the same use cases.

/** What a connected account allows, from Stripe's account object (or the local simulation). */
export type AccountState = {
  accountId: string
  detailsSubmitted: boolean
  payoutsEnabled: boolean
  /** Why payouts are off (Stripe's requirements.disabled_reason), null when on. */
  disabledReason: string | null
}

export type TransferRequest = {
  payoutId: string
  creatorId: string
  accountId: string
  amountCents: number
  /** Derived from the payout row: the provider makes one transfer for it, however often it is sent. */
  idempotencyKey: string
}

export type PayoutProvider = {
  readonly name: 'local' | 'stripe'
  createAccount: (opts: {
    creatorId: string
    email: string
    country: string
  }) => Promise<{ accountId: string }>
  /** Where the creator fills in their details; `returnUrl` brings them back to the dashboard. */
  accountLink: (opts: {
    accountId: string
    refreshUrl: string
    returnUrl: string
  }) => Promise<{ url: string }>
  transfer: (req: TransferRequest) => Promise<{ transferId: string }>
  /**
   * The transfer already made for a payout, if any (after a crash, or once an idempotency key has expired). Never
   * throws PayoutDeclinedError: a failed lookup cannot tell that no transfer exists, so the payout stays open.
   */
  findTransfer: (opts: { payoutId: string }) => Promise<{ transferId: string } | null>
}

/** The provider refused the transfer for good (no such account, payouts disabled...): the payout failed. */
export class PayoutDeclinedError extends Error {}
/** The provider could not be reached or answered with a passing error: try the same transfer again later. */
export class PayoutUnavailableError extends Error {}

/** The transfer group (and metadata) that ties a Stripe transfer to its payout row. */
export const transferGroupOf = (payoutId: string) => `payout:${payoutId}`
