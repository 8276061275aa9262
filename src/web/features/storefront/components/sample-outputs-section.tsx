import { lazy, Suspense, useState } from 'react'
import { Bot } from 'lucide-react'
import type { PublicSampleOutput } from '../../../../shared/catalog/sample-output.ts'
import { Button } from '../../../components/ui/button.tsx'
import { PlainAnswer } from '../../../components/ui/plain-answer.tsx'
import { formatDay } from '../../../lib/plain-format.ts'
import { useSampleOutputs } from '../../catalog/public.ts'
import { Section } from './detail-sections.tsx'

// The Markdown renderer (36 of a detail page's 246 KB gzip of JavaScript) loads with the first sample shown, apart
// from the page: the server's HTML already holds the rendered answer; in the app the plain text shows until it
// arrives.
const ModelAnswer = lazy(() =>
  import('../../../components/ui/model-answer.tsx').then((m) => ({ default: m.ModelAnswer })),
)

/** Published sample outputs with their provenance; nothing at all when there are none (no made-up examples). */
export function SampleOutputsSection({ templateId }: { templateId: string }) {
  const { data } = useSampleOutputs(templateId)
  if (!data?.items.length) return null
  return (
    <Section title="Sample Outputs">
      <p className="text-sm text-slate-600">
        Real answers from AI models to the sample prompt previewed above, as each model gave it. Your answer
        will differ: it is built from your own answers.
      </p>
      <ul className="mt-4 space-y-4" data-testid="sample-outputs">
        {data.items.map((s) => (
          <SampleOutputCard key={s.id} sample={s} />
        ))}
      </ul>
    </Section>
  )
}

function SampleOutputCard({ sample }: { sample: PublicSampleOutput }) {
  const [open, setOpen] = useState(false)
  const bodyId = `sample-${sample.id}`
  const long = sample.output.length > 1200
  return (
    <li className="rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 px-5 py-3">
        <Bot className="size-5 text-brand-600" aria-hidden />
        <p className="text-sm font-semibold text-slate-900">Answer by {sample.modelName}</p>
        <p className="text-xs text-slate-500">given on {formatDay(sample.producedOn)}</p>
      </div>
      <div className="relative px-5 py-4">
        <div id={bodyId} className={long && !open ? 'max-h-80 overflow-hidden' : undefined}>
          <Suspense fallback={<PlainAnswer text={sample.output} />}>
            <ModelAnswer text={sample.output} />
          </Suspense>
        </div>
        {long && !open && (
          <div className="pointer-events-none absolute inset-x-0 bottom-4 h-16 bg-gradient-to-t from-white" />
        )}
      </div>
      {long && (
        <div className="px-5 pb-4">
          <Button
            variant="secondary"
            size="sm"
            aria-controls={bodyId}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Show less' : 'Read the whole answer'}
          </Button>
        </div>
      )}
    </li>
  )
}
