import { ArrowLeft, Loader2, Sparkles } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Label } from '../../../components/ui/input.tsx'
import { Switch } from '../../../components/ui/switch.tsx'
import type { Question } from '../../../../shared/catalog/question.ts'
import {
  hasAnswer,
  questionKey,
  type Answer,
  type PromptAnswers,
} from '../../../../shared/customization/answers.ts'
import { QuestionField } from './question-field.tsx'
import { StepActions } from './step-actions.tsx'

/** Step 3: the template's questions; 'Load Previous Entry' when an earlier customisation exists. */
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
  onBack: () => void
  onGenerate: () => void
  generating: boolean
}) {
  const list = questions ?? []
  const answered = list.filter((q, i) => hasAnswer(answers[questionKey(q, i)])).length
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
        <ol className="space-y-7">
          {list.map((q, i) => {
            const key = questionKey(q, i)
            return (
              <li key={key}>
                <QuestionField
                  question={q}
                  index={i}
                  fieldId={`q-${key}`}
                  value={answers[key]}
                  onChange={(value) => onAnswer(key, value)}
                />
              </li>
            )
          })}
        </ol>
      )}

      <StepActions>
        <Button type="button" variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button
          type="button"
          onClick={onGenerate}
          disabled={generating || (questions === undefined && loading)}
        >
          {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          Generate Prompt
        </Button>
      </StepActions>
    </div>
  )
}
