import type { RunSummary } from '../../../../shared/model-runs/run-contracts.ts'
import { formatCredits, formatMs, formatTokens } from '../lib/format-run.ts'

/** A finished run's figures: tokens in and out, time to first token, duration, cost. */
export function RunStats({ run }: { run: RunSummary }) {
  const items: Array<[string, string]> = [
    ['Tokens in', formatTokens(run.tokensIn, run.usageReported)],
    ['Tokens out', formatTokens(run.tokensOut, run.usageReported)],
    ['First token', formatMs(run.ttftMs)],
    ['Time', formatMs(run.durationMs)],
    ['Cost', run.cost === null ? '–' : formatCredits(run.cost)],
  ]
  return (
    <div>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-x-3 gap-y-1 text-xs" data-testid="run-stats">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {run.usageReported || run.tokensOut === 0 ? null : (
        <p className="mt-1 text-xs text-slate-500">~ The model reported no usage: tokens are estimated.</p>
      )}
    </div>
  )
}
