import Stripe from 'stripe'

/**
 * The official Stripe SDK, set up once for payments and creator payouts alike. `apiUrl` points it at another API
 * host (the tests' local fake of the Stripe API).
 */
export function createStripeClient(opts: { secretKey: string; apiUrl?: string }): Stripe {
  const api = opts.apiUrl ? new URL(opts.apiUrl) : null
  return new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'PromptMarket' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}
