import { ChevronDown, History, Loader2 } from 'lucide-react'
import { Badge } from '../../../components/ui/badge.tsx'
import { useRunHistory } from '../api/get-run-history.ts'
import { statusLabel } from '../lib/format-run.ts'
import { RunMarkdown } from './run-markdown.tsx'
import { RunStats } from './run-stats.tsx'
import { AnswerActions } from './answer-actions.tsx'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  })

/** The customisation's earlier runs, newest first, each opening to its answer and figures. */
export function RunHistory({ customizationId, title }: { customizationId: string; title: string }) {
  const history = useRunHistory(customizationId)
  return (
    <section aria-labelledby="run-history-title" className="space-y-3">
      <h2 id="run-history-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <History className="size-5" aria-hidden />
        Run history
      </h2>
      {history.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Loading runs...
        </p>
      ) : history.isError ? (
        <p className="text-sm text-red-700" role="alert">
          We could not load the run history. Reload the page to try again.
        </p>
      ) : history.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No runs yet. Choose a model above and run it: each answer is kept here.
        </p>
      ) : (
        <ul className="space-y-2" data-testid="run-history">
          {history.data.items.map((run) => (
            <li key={run.id}>
              <details className="group rounded-xl bg-white ring-1 ring-slate-200 open:ring-slate-300">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-3 text-sm [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{run.modelLabel}</span>
                    <span className="text-slate-500">
                      {' '}
                      · {when(run.startedAt)} · version {run.customizationVersion}
                      {run.cost !== null ? ` · ${run.cost} credit${run.cost === 1 ? '' : 's'}` : ''}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <Badge>{statusLabel[run.status]}</Badge>
                    <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
                  </span>
                </summary>
                <div className="space-y-3 border-t border-slate-100 p-3">
                  {run.output ? <RunMarkdown text={run.output} /> : null}
                  {run.error ? <p className="text-sm text-red-800">{run.error}</p> : null}
                  <RunStats run={run} />
                  {run.output ? (
                    <AnswerActions text={run.output} title={title} modelLabel={run.modelLabel} />
                  ) : null}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
