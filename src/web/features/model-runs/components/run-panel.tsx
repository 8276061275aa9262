import { useState } from 'react'
import { Link } from 'react-router'
import { AlertTriangle, Loader2, Play, Square } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { useModels } from '../api/get-models.ts'
import { useModelRun } from '../hooks/use-model-run.ts'
import { ModelPicker } from './model-picker.tsx'
import { NoModelsNote } from './no-models-note.tsx'
import { RunColumn } from './run-column.tsx'

const columnsClass = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3']

/** Run a saved customisation: pick models, watch the answers stream (side by side), stop at any time. */
export function RunPanel({ customizationId, title }: { customizationId: string; title: string }) {
  const models = useModels()
  const run = useModelRun(customizationId)
  const [chosen, setChosen] = useState<string[] | null>(null)
  if (models.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading models...
      </p>
    )
  if (models.isError)
    return (
      <p className="text-sm text-red-700" role="alert">
        We could not load the models. Reload the page to try again.
      </p>
    )
  const list = models.data.models
  if (!list.length) return <NoModelsNote />
  const selected = chosen ?? [list[0]!.id]
  const insufficient = run.error && /credit/.test(run.error)
  return (
    <div className="space-y-5">
      <ModelPicker models={list} chosen={selected} onChange={setChosen} disabled={run.streaming} />
      <div className="flex flex-wrap items-center gap-2">
        {run.streaming ? (
          <Button type="button" variant="destructive" onClick={run.stop}>
            <Square aria-hidden />
            Stop
          </Button>
        ) : (
          <Button type="button" onClick={() => void run.start(selected)} disabled={!selected.length}>
            <Play aria-hidden />
            {selected.length > 1 ? `Run on ${selected.length} models` : 'Run'}
          </Button>
        )}
        <p className="text-xs text-slate-500">
          Credits for the longest possible answer are held while it streams; the unused part comes straight
          back.
        </p>
      </div>
      {run.error ? (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {run.error}
            {insufficient ? (
              <>
                {' '}
                <Link to={paths.credits()} className="font-medium underline underline-offset-2">
                  Buy credits
                </Link>
              </>
            ) : null}
          </span>
        </p>
      ) : null}
      {run.columns.length ? (
        <div
          className={`grid grid-cols-1 gap-4 ${columnsClass[run.columns.length] ?? 'lg:grid-cols-3'}`}
          data-testid="run-columns"
        >
          {run.columns.map((column) => (
            <RunColumn key={column.runId} column={column} title={title} />
          ))}
        </div>
      ) : null}
    </div>
  )
}
