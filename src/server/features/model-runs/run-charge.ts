import { creditsFor, tokenEstimate } from '../../../shared/model-runs/run-cost.ts'
import type { ModelUsage } from './model-port.ts'
import type { RunRow } from './run-row.ts'

export type RunOutcome = {
  status: 'finished' | 'stopped' | 'failed'
  output: string
  usage: ModelUsage | null
  ttftMs: number | null
  durationMs: number | null
  error: string | null
}

/**
 * What a run that ended costs (decision 0032): the provider's usage when it reported one, else estimates from the
 * prompt and the text that streamed; nothing when it ended before any output without finishing; never more than
 * was reserved.
 */
export function chargeFor(
  run: Pick<RunRow, 'priceIn' | 'priceOut' | 'reserved' | 'promptTokensEstimate'>,
  outcome: RunOutcome,
) {
  const reportedIn = outcome.usage?.inputTokens
  const reportedOut = outcome.usage?.outputTokens
  if (outcome.output === '' && outcome.status !== 'finished')
    return { tokensIn: reportedIn ?? null, tokensOut: 0, usageReported: false, cost: 0 }
  const tokensIn = reportedIn ?? run.promptTokensEstimate
  const tokensOut = reportedOut ?? tokenEstimate(outcome.output)
  const prices = { priceIn: run.priceIn, priceOut: run.priceOut }
  return {
    tokensIn,
    tokensOut,
    usageReported: reportedIn !== undefined && reportedOut !== undefined,
    cost: Math.min(run.reserved, creditsFor(prices, tokensIn, tokensOut)),
  }
}
