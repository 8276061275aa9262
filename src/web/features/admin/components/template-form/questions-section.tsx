import { Plus } from 'lucide-react'
import { Button } from '../../../../components/ui/button.tsx'
import { newQuestion, type QuestionDraft } from '../../lib/template-form.ts'
import { QuestionEditor } from '../question-editor.tsx'
import { FormSection } from './form-section.tsx'

/** The questionnaire: add, edit, reorder and remove questions. */
export function QuestionsSection({
  questions,
  update,
}: {
  questions: QuestionDraft[]
  /** Changes the list from its latest state (edits can follow each other before a render). */
  update: (change: (questions: QuestionDraft[]) => QuestionDraft[]) => void
}) {
  const edit = (key: string, patch: Partial<QuestionDraft>) =>
    update((qs) => qs.map((q) => (q.key === key ? { ...q, ...patch } : q)))
  const move = (index: number, delta: -1 | 1) =>
    update((qs) => {
      const next = [...qs]
      const [q] = next.splice(index, 1)
      next.splice(index + delta, 0, q!)
      return next
    })
  return (
    <FormSection title={`Questions (${questions.length})`}>
      {questions.length === 0 && (
        <p className="text-sm text-slate-600">No questions yet. Members will go straight to the prompt.</p>
      )}
      {questions.map((q, i) => (
        <QuestionEditor
          key={q.key}
          question={q}
          index={i}
          count={questions.length}
          onChange={(patch) => edit(q.key, patch)}
          onMove={(delta) => move(i, delta)}
          onRemove={() => update((qs) => qs.filter((x) => x.key !== q.key))}
        />
      ))}
      <Button type="button" variant="secondary" onClick={() => update((qs) => [...qs, newQuestion(qs)])}>
        <Plus aria-hidden /> Add question
      </Button>
    </FormSection>
  )
}
