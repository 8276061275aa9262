import { AlertTriangle, Loader2 } from 'lucide-react'
import { Badge } from '../../../components/ui/badge.tsx'
import { Card } from '../../../components/ui/card.tsx'
import type { RunColumn as Column } from '../hooks/use-model-run.ts'
import { formatCredits, statusLabel } from '../lib/format-run.ts'
import { RunMarkdown } from './run-markdown.tsx'
import { RunStats } from './run-stats.tsx'
import { AnswerActions } from './answer-actions.tsx'

/** One model's answer as it streams, then its figures, copy and export. */
export function RunColumn({ column, title }: { column: Column; title: string }) {
  const { summary } = column
  const status = summary ? statusLabel[summary.status] : column.stopped ? 'Stopping' : 'Streaming'
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4" data-testid="run-column" aria-busy={!summary}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="truncate font-semibold text-slate-900">{column.modelLabel}</h3>
        <Badge
          className={
            summary?.status === 'failed'
              ? 'bg-red-50 text-red-800'
              : summary?.status === 'finished'
                ? 'bg-emerald-50 text-emerald-800'
                : undefined
          }
        >
          {summary ? null : <Loader2 className="size-3 animate-spin" aria-hidden />}
          {status}
        </Badge>
      </div>
      <div aria-live="polite" className="min-h-16">
        {column.text ? (
          <RunMarkdown text={column.text} />
        ) : summary ? null : (
          <p className="text-sm text-slate-500">Waiting for the first words...</p>
        )}
      </div>
      {summary?.error ? (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {summary.error}
            {summary.output ? ' The answer so far is kept.' : ' Nothing was charged.'}
          </span>
        </p>
      ) : null}
      {summary ? (
        <>
          <RunStats run={summary} />
          {summary.output ? (
            <AnswerActions text={summary.output} title={title} modelLabel={column.modelLabel} />
          ) : null}
        </>
      ) : (
        <p className="text-xs text-slate-500">
          {formatCredits(column.reserved)} held while it streams; you pay only for what it uses.
        </p>
      )}
    </Card>
  )
}
