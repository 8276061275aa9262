// The model-runs feature's one door: what other features and infrastructure use; everything else stays inside.
export type { ModelPort, ModelUsage } from './model-port.ts'
export { ModelError } from './model-port.ts'
export { settleStaleRuns, staleAfterMs } from './settle-stale-runs.ts'
