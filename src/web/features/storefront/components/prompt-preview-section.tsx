import { useState } from 'react'
import { ChevronDown, Lock } from 'lucide-react'
import type {
  PreviewSection,
  PublicQuestion,
  TemplatePreview,
} from '../../../../shared/catalog/prompt-preview.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useTemplatePreview } from '../../catalog/public.ts'
import { Section } from './detail-sections.tsx'

// Decision 0026: what a buyer can judge before paying, the questions and a preview of the generated prompt.

const kindLabel = (q: PublicQuestion) => {
  switch (q.kind) {
    case 'textarea':
      return 'Long answer'
    case 'select':
    case 'radio':
      return `Pick one of ${q.optionCount}`
    case 'multi':
      return q.optionCount ? `Pick any of ${q.optionCount}` : 'Pick any'
    default:
      return 'Short answer'
  }
}

/** The questions and the prompt preview of a detail page, with loading and error states. */
export function PromptPreviewSection({ templateId }: { templateId: string }) {
  const { data, isPending, error, refetch } = useTemplatePreview(templateId)
  if (isPending)
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading the questions">
        <div className="h-7 w-64 animate-pulse rounded bg-slate-200" />
        <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    )
  if (error || !data)
    return (
      <div className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200" role="alert">
        <p>The questions and the preview could not be loaded.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    )
  return <PreviewContent preview={data} />
}

// Long questionnaires fold after this many; the rest are in the page (and its HTML), shown on request.
const foldedCount = 8

function PreviewContent({ preview }: { preview: TemplatePreview }) {
  const [showAll, setShowAll] = useState(false)
  const folded = !showAll && preview.questions.length > foldedCount + 2
  return (
    <>
      <Section title="The Questions You'll Answer">
        {preview.questions.length === 0 ? (
          <p className="text-slate-600">This prompt asks no questions: it works as it is.</p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">
              {preview.questions.length} {preview.questions.length === 1 ? 'question' : 'questions'}, answered
              in the prompt builder after you buy. You can change your answers at any time.
            </p>
            <ol
              className="grid gap-x-6 gap-y-2 sm:grid-cols-2"
              data-testid="question-list"
              id="question-list"
            >
              {preview.questions.map((q, i) => (
                <li
                  key={q.id}
                  hidden={folded && i >= foldedCount}
                  className="flex gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200"
                >
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
                    {i + 1}
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-slate-900">{q.text}</span>
                    <span className="block text-xs text-slate-500">{kindLabel(q)}</span>
                  </span>
                </li>
              ))}
            </ol>
            {folded && (
              <Button
                variant="secondary"
                className="mt-4"
                aria-controls="question-list"
                aria-expanded={false}
                onClick={() => setShowAll(true)}
              >
                <ChevronDown className="size-4" aria-hidden />
                Show all {preview.questions.length} questions
              </Button>
            )}
          </>
        )}
      </Section>
      <Section title="Preview Your Personalised Prompt">
        <p className="text-sm text-slate-600">
          What the prompt looks like for {preview.preview.persona}. Your own answers replace theirs; the
          expert instructions are unlocked when you buy.
        </p>
        <div
          className="mt-4 space-y-5 rounded-2xl bg-slate-900 p-5 font-mono text-[13px] leading-relaxed text-slate-100 sm:p-6"
          data-testid="prompt-preview"
        >
          {preview.preview.sections.map((s, i) => (
            <PreviewPart key={i} section={s} />
          ))}
        </div>
      </Section>
    </>
  )
}

function PreviewPart({ section }: { section: PreviewSection }) {
  return (
    <div>
      {section.heading && (
        <p className="mb-2 text-xs font-semibold tracking-wider text-emerald-300 uppercase">
          {section.heading}
        </p>
      )}
      {section.kind === 'withheld' ? (
        <div className="rounded-xl border border-dashed border-slate-600 p-4">
          <p className="break-words whitespace-pre-wrap">{section.opening}</p>
          <p className="mt-3 flex items-center gap-2 font-sans text-sm text-amber-200">
            <Lock className="size-4 shrink-0" aria-hidden />
            {section.withheldWords > 0
              ? `${section.withheldWords.toLocaleString('en-AU')} more words of expert instructions, unlocked when you buy`
              : 'The expert instructions are unlocked when you buy'}
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          {section.blocks.map((b, i) => (
            <div key={i}>
              {b.lines.map((line, j) => (
                <p key={j} className="break-words whitespace-pre-wrap">
                  {line}
                </p>
              ))}
              {b.moreLines > 0 && (
                <p className="mt-1 font-sans text-xs text-slate-400">
                  … and {b.moreLines} more {b.moreLines === 1 ? 'line' : 'lines'}
                </p>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
