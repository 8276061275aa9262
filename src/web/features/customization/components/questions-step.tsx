import { useState } from 'react'
import { ArrowLeft, ArrowRight, CircleAlert, Loader2, Sparkles } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Label } from '../../../components/ui/input.tsx'
import { Switch } from '../../../components/ui/switch.tsx'
import { cn } from '../../../lib/cn.ts'
import type { Question } from '../../../../shared/catalog/question.ts'
import { hasAnswer, type Answer, type PromptAnswers } from '../../../../shared/customization/answers.ts'
import {
  missingRequired,
  questionSections,
  sectionProgress,
  type PlacedQuestion,
} from '../../../../shared/customization/question-sections.ts'
import { QuestionField } from './question-field.tsx'
import { StepActions } from './step-actions.tsx'

const questionAnchor = (key: string) => `question-${key}`

/**
 * Step 3: the template's questions in its sections, with headings and progress. Phones show one section per screen
 * (the others are hidden, not unmounted, so answers and custom options stay); Generate waits for the required ones.
 */
export function QuestionsStep({
  promptName,
  questions,
  loading,
  failed,
  onRetry,
  answers,
  onAnswer,
  previousAvailable,
  loadPrevious,
  onLoadPrevious,
  onBack,
  onGenerate,
  generating,
}: {
  promptName: string
  questions: Question[] | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  answers: PromptAnswers
  onAnswer: (key: string, value: Answer) => void
  previousAvailable: boolean
  loadPrevious: boolean
  onLoadPrevious: (on: boolean) => void
  /** Omitted where there is no step before (the studio's preview): no Back button. */
  onBack?: () => void
  onGenerate: () => void
  generating: boolean
}) {
  const list = questions ?? []
  const sections = questionSections(list)
  const [current, setCurrent] = useState(0)
  const shown = Math.min(current, Math.max(sections.length - 1, 0))
  const answered = sections.flatMap((s) => s.questions).filter((q) => hasAnswer(answers[q.key])).length
  const missing = missingRequired(list, answers)
  const many = sections.length > 1

  const goTo = (index: number) => {
    setCurrent(index)
    requestAnimationFrame(() =>
      document.getElementById(`section-${index}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
    )
  }
  const jumpTo = (q: PlacedQuestion) => {
    const index = sections.findIndex((s) => s.questions.some((p) => p.key === q.key))
    if (index >= 0) setCurrent(index)
    // After the section is shown: scroll to the question and put the cursor in its first control.
    requestAnimationFrame(() => {
      const el = document.getElementById(questionAnchor(q.key))
      el?.scrollIntoView({ block: 'center' })
      el?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true })
    })
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">Prompt Customisation</h2>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-medium text-slate-900">{promptName}</span>
            {list.length ? ` · ${answered} of ${list.length} answered` : null}
          </p>
        </div>
        {previousAvailable ? (
          <div className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2">
            <Switch id="load-previous" checked={loadPrevious} onCheckedChange={onLoadPrevious} />
            <Label htmlFor="load-previous" className="cursor-pointer">
              Load Previous Entry
            </Label>
          </div>
        ) : null}
      </div>

      {questions === undefined && loading ? (
        <p role="status" className="flex items-center gap-2 py-8 text-slate-500">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Loading questions...
        </p>
      ) : questions === undefined && failed ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm">
          <p>The questions for this prompt could not be loaded.</p>
          <Button type="button" variant="secondary" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No customization questions available for this prompt.
        </p>
      ) : (
        <>
          {many ? (
            <nav aria-label="Question sections">
              <ol className="flex flex-wrap gap-2">
                {sections.map((s, i) => {
                  const p = sectionProgress(s, answers)
                  return (
                    <li key={`${s.title}-${i}`}>
                      <button
                        type="button"
                        onClick={() => goTo(i)}
                        aria-current={i === shown ? 'step' : undefined}
                        className={cn(
                          'rounded-full px-3 py-1.5 text-xs font-medium ring-1 transition-colors',
                          i === shown
                            ? 'bg-brand-600 text-white ring-brand-600'
                            : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
                        )}
                      >
                        {s.title}{' '}
                        <span className={i === shown ? 'text-brand-100' : 'text-slate-500'}>
                          {p.answered}/{p.total}
                        </span>
                      </button>
                    </li>
                  )
                })}
              </ol>
            </nav>
          ) : null}

          <div className="space-y-10">
            {sections.map((section, si) => {
              const p = sectionProgress(section, answers)
              return (
                <section
                  key={`${section.title}-${si}`}
                  id={`section-${si}`}
                  aria-labelledby={many ? `section-${si}-title` : undefined}
                  data-testid="question-section"
                  className={cn('scroll-mt-24 space-y-6', si !== shown && 'max-sm:hidden')}
                >
                  {many ? (
                    <header className="border-b border-slate-200 pb-2">
                      <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
                        Section {si + 1} of {sections.length}
                      </p>
                      <h3 id={`section-${si}-title`} className="text-lg font-semibold text-slate-900">
                        {section.title}
                      </h3>
                      <p className="text-sm text-slate-600">
                        {p.answered} of {p.total} answered
                        {p.missing ? ` · ${p.missing} required still to answer` : ''}
                      </p>
                    </header>
                  ) : null}
                  <ol className="space-y-7">
                    {section.questions.map(({ question, index, key }) => (
                      <li key={key} id={questionAnchor(key)} className="scroll-mt-24">
                        <QuestionField
                          question={question}
                          index={index}
                          fieldId={`q-${key}`}
                          value={answers[key]}
                          onChange={(value) => onAnswer(key, value)}
                        />
                      </li>
                    ))}
                  </ol>
                  {many ? (
                    <div className="flex justify-between gap-2 sm:hidden">
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={si === 0}
                        onClick={() => goTo(si - 1)}
                      >
                        <ArrowLeft aria-hidden />
                        Previous section
                      </Button>
                      {si < sections.length - 1 ? (
                        <Button type="button" variant="secondary" onClick={() => goTo(si + 1)}>
                          Next section
                          <ArrowRight aria-hidden />
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </section>
              )
            })}
          </div>
        </>
      )}

      {questions !== undefined && missing.length ? (
        <div
          id="missing-required"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert className="size-4" aria-hidden />
            {missing.length === 1
              ? 'Answer 1 required question to generate your prompt:'
              : `Answer ${missing.length} required questions to generate your prompt:`}
          </p>
          <ul className="mt-2 space-y-1" aria-label="Required questions still to answer">
            {missing.map((q) => (
              <li key={q.key}>
                <button
                  type="button"
                  className="text-left underline decoration-amber-400 underline-offset-2 hover:text-amber-800"
                  onClick={() => jumpTo(q)}
                >
                  {q.index + 1}. {q.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <StepActions>
        {onBack ? (
          <Button type="button" variant="secondary" onClick={onBack}>
            <ArrowLeft aria-hidden />
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="button"
          onClick={onGenerate}
          aria-describedby={missing.length ? 'missing-required' : undefined}
          disabled={generating || (questions === undefined && loading) || missing.length > 0}
        >
          {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          Generate Prompt
        </Button>
      </StepActions>
    </div>
  )
}
