import { api, ok } from '../../../lib/api-client.ts'

/** verify-prompt-payment: {success} once the paid prompt is in the buyer's library. */
export const verifyPromptPayment = (sessionId: string) =>
  api.functions['verify-prompt-payment'].$post({ json: { sessionId } }).then(ok)
