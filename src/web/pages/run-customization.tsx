import { Link, useParams } from 'react-router'
import { ArrowLeft, Link2Off } from 'lucide-react'
import { usePageMeta } from '../lib/page-meta.ts'
import { paths } from '../config/paths.ts'
import { ApiError } from '../lib/api-client.ts'
import { Badge } from '../components/ui/badge.tsx'
import { Button } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { useRunCustomization } from '../features/model-runs/api/get-run-customization.ts'
import { RunPanel } from '../features/model-runs/components/run-panel.tsx'
import { RunHistory } from '../features/model-runs/components/run-history.tsx'

/** /customization/:id/run: run a saved customisation on AI models here, and see its earlier runs. */
export default function RunCustomizationPage() {
  const { id = '' } = useParams()
  const customization = useRunCustomization(id)
  usePageMeta(
    customization.data ? `Run ${customization.data.customization.title}` : 'Run a customization',
    'Run your customized prompt on an AI model and compare answers side by side.',
  )
  if (customization.isPending) return <PageSpinner label="Loading customization..." />
  if (customization.isError) {
    const missing = customization.error instanceof ApiError && customization.error.status === 404
    return (
      <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
        <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center" role="alert">
          <span className="grid size-12 place-items-center rounded-full bg-amber-50 text-amber-700">
            <Link2Off className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold text-slate-900">
            {missing ? 'Customization not found' : 'Something went wrong'}
          </h1>
          <p className="text-slate-600">
            {missing
              ? 'It may have been deleted. Your saved customizations are in your library.'
              : 'We could not load this customization. Check your connection and try again.'}
          </p>
          <Button asChild>
            <Link to={paths.dashboard()}>Go to My Library</Link>
          </Button>
        </Card>
      </div>
    )
  }
  const c = customization.data.customization
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Link
          to={paths.dashboard()}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          My Library
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Run “{c.title}”</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {c.promptName ?? 'Prompt'}
          <Badge>Version {c.version}</Badge>
        </p>
        <details className="mt-4 rounded-xl bg-slate-50 ring-1 ring-slate-200">
          <summary className="cursor-pointer p-3 text-sm font-medium text-slate-800">
            The prompt that runs
          </summary>
          <pre className="max-h-72 overflow-y-auto whitespace-pre-wrap break-words border-t border-slate-200 p-3 font-mono text-xs text-slate-700">
            {c.generatedPrompt}
          </pre>
        </details>
      </div>
      <Card className="p-4 sm:p-6">
        <RunPanel customizationId={c.id} title={c.title} />
      </Card>
      <RunHistory customizationId={c.id} title={c.title} />
    </div>
  )
}
