import type { RunSummary } from '../../../../shared/model-runs/run-contracts.ts'

export const formatMs = (ms: number | null) =>
  ms === null ? '–' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`

export const formatCredits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`

export const formatPrice = (m: { priceIn: number; priceOut: number }) =>
  m.priceIn === 0 && m.priceOut === 0
    ? 'Free'
    : `${m.priceIn} in / ${m.priceOut} out credits per 1,000 tokens`

export const statusLabel: Record<RunSummary['status'], string> = {
  running: 'Streaming',
  finished: 'Finished',
  stopped: 'Stopped',
  failed: 'Failed',
}

/** Tokens, or an estimate marked as one when the provider reported none. */
export const formatTokens = (n: number | null, reported: boolean) =>
  n === null ? '–' : `${reported ? '' : '~'}${n.toLocaleString('en-AU')}`
