import { api, ok } from '../../../lib/api-client.ts'

/** verify-credit-payment: {success, credits, balance}; fulfils the order if the provider says it is paid. */
export const verifyCreditPayment = (sessionId: string) =>
  api.functions['verify-credit-payment'].$post({ json: { sessionId } }).then(ok)
