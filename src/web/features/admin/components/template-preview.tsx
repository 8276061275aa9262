import { useState } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { NativeSelect } from '../../../components/ui/native-select.tsx'
import { Textarea } from '../../../components/ui/textarea.tsx'
import type { Question } from '../../../../shared/catalog/question.ts'
import {
  addCustomOption,
  allowsCustomOptions,
  options as optionsOf,
  questionKey,
  questionLabel,
  questionWidget,
} from '../../../../shared/customization/answers.ts'
import { PreviewFrame, usePreview } from './preview-frame.tsx'
import type { PromptLines } from '../../../../shared/catalog/prompt-lines.ts'

/** Live preview of the wizard's step 3 for the questions being edited, and of the prompt it generates. */
export function TemplatePreview({
  questions,
  masterPrompt,
  promptLines,
}: {
  questions: Question[]
  masterPrompt: string
  promptLines: PromptLines
}) {
  const { tab, setTab, answers, setAnswers, prompt } = usePreview({ questions, masterPrompt, promptLines })
  return (
    <PreviewFrame
      headingLevel={3}
      panelClassName="max-h-[70vh]"
      tab={tab}
      onTab={setTab}
      prompt={prompt}
      questionnaire={
        questions.length === 0 ? (
          <p className="text-sm text-slate-600">No customization questions available for this prompt.</p>
        ) : (
          <ol className="space-y-5">
            {questions.map((q, i) => (
              <li key={`${questionKey(q, i)}-${i}`}>
                <PreviewQuestion
                  question={q}
                  index={i}
                  value={answers[questionKey(q, i)]}
                  onChange={(v) => setAnswers((a) => ({ ...a, [questionKey(q, i)]: v }))}
                />
              </li>
            ))}
          </ol>
        )
      }
    />
  )
}

function PreviewQuestion({
  question,
  index,
  value,
  onChange,
}: {
  question: Question
  index: number
  value: string | string[] | undefined
  onChange: (value: string | string[]) => void
}) {
  const id = `preview-${index}`
  const label = questionLabel(question, index)
  const widget = questionWidget(question)
  const opts = optionsOf(question)
  const [custom, setCustom] = useState<string[]>([])
  const [draft, setDraft] = useState('')
  const text = typeof value === 'string' ? value : ''
  const picked = Array.isArray(value) ? value : []

  return (
    <div className="space-y-1.5">
      {widget === 'radio' || widget === 'multi' ? (
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            {index + 1}. {label}
          </legend>
          {[...opts, ...custom].map((o) => (
            <label key={o} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type={widget === 'radio' ? 'radio' : 'checkbox'}
                name={id}
                className="size-4 accent-brand-600"
                checked={widget === 'radio' ? text === o : picked.includes(o)}
                onChange={(e) =>
                  onChange(
                    widget === 'radio'
                      ? o
                      : e.target.checked
                        ? [...picked, o]
                        : picked.filter((p) => p !== o),
                  )
                }
              />
              {o}
            </label>
          ))}
          {allowsCustomOptions(question) && (
            <div className="flex gap-2">
              <Input
                aria-label={`Add your own option to question ${index + 1}`}
                placeholder={question.customPlaceholder || 'Add your own option'}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return
                  e.preventDefault()
                  addOwn()
                }}
              />
              <Button type="button" variant="secondary" onClick={addOwn}>
                <Plus aria-hidden /> Add
              </Button>
            </div>
          )}
        </fieldset>
      ) : (
        <>
          <Label htmlFor={id} className="text-slate-800">
            {index + 1}. {label}
          </Label>
          {widget === 'textarea' ? (
            <Textarea
              id={id}
              placeholder={question.placeholder}
              value={text}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : widget === 'select' ? (
            <NativeSelect id={id} value={text} onChange={(e) => onChange(e.target.value)}>
              <option value="">{question.placeholder || 'Choose an option'}</option>
              {opts.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Input
              id={id}
              placeholder={question.placeholder}
              value={text}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </>
      )}
      {question.example && <p className="text-xs text-slate-500">Example: {question.example}</p>}
    </div>
  )

  function addOwn() {
    const next = addCustomOption([...opts, ...custom], draft)
    if (!next) return
    const added = next.at(-1)!
    setCustom((c) => [...c, added])
    onChange([...picked, added])
    setDraft('')
  }
}
