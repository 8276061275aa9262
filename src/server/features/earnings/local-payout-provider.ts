import type { PayoutProvider } from './payout-provider.ts'

/**
 * The local simulation (PAYMENTS_PROVIDER=local): an account per creator whose onboarding is a test page in the app,
 * and transfers that move no money. Ids are derived from the creator and the payout, so a retry is the same transfer.
 */
export function createLocalPayoutProvider(opts: { appUrl: string }): PayoutProvider {
  return {
    name: 'local',
    createAccount: async ({ creatorId }) => ({ accountId: `acct_local_${creatorId.replace(/-/g, '')}` }),
    accountLink: async ({ accountId }) => ({
      url: `${opts.appUrl}/studio/earnings/test-onboarding?account=${encodeURIComponent(accountId)}`,
    }),
    transfer: async ({ payoutId }) => ({ transferId: `tr_local_${payoutId.replace(/-/g, '')}` }),
    findTransfer: async () => null,
  }
}
