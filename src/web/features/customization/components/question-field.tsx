import { useState } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { Textarea } from '../../../components/ui/textarea.tsx'
import { cn } from '../../../lib/cn.ts'
import type { Question } from '../../../../shared/catalog/question.ts'
import {
  addCustomOption,
  allowsCustomOptions,
  options as optionsOf,
  questionLabel,
  questionWidget,
  type Answer,
} from '../../../../shared/customization/answers.ts'

type Props = {
  question: Partial<Question>
  index: number
  fieldId: string
  value: Answer | undefined
  onChange: (value: Answer) => void
}

/** One question of step 3, drawn for its type (spec 3 lists ten; they map onto five widgets). */
export function QuestionField(props: Props) {
  const widget = questionWidget(props.question)
  if (widget === 'multi') return <MultiChoice {...props} />
  if (widget === 'radio') return <SingleChoice {...props} />
  const { question, index, fieldId, value, onChange } = props
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : ''
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId} className="block text-base font-semibold text-slate-900">
        <QuestionNumber n={index} />
        {questionLabel(question, index)}
        <RequiredMark required={question.required === true} />
      </Label>
      {widget === 'select' ? (
        <select
          id={fieldId}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        >
          <option value="">{question.placeholder || 'Choose one'}</option>
          {/* optionsOf drops blank options: a select cannot hold an empty value twice (spec 5). */}
          {optionsOf(question).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : widget === 'textarea' ? (
        <Textarea
          id={fieldId}
          value={text}
          maxLength={10_000}
          placeholder={question.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          id={fieldId}
          value={text}
          maxLength={10_000}
          placeholder={question.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <Example text={question.example} />
    </div>
  )
}

function SingleChoice({ question, index, fieldId, value, onChange }: Props) {
  const selected = typeof value === 'string' ? value : ''
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-semibold text-slate-900">
        <QuestionNumber n={index} />
        {questionLabel(question, index)}
        <RequiredMark required={question.required === true} />
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {optionsOf(question).map((o, i) => (
          <OptionBox
            key={o}
            id={`${fieldId}-${i}`}
            type="radio"
            name={fieldId}
            label={o}
            checked={selected === o}
            onChange={() => onChange(o)}
          />
        ))}
      </div>
      <Example text={question.example} />
    </fieldset>
  )
}

function MultiChoice({ question, index, fieldId, value, onChange }: Props) {
  const chosen = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []
  const base = optionsOf(question)
  // The reader's own options: ones added here, and ones that arrive with loaded or restored answers.
  const [custom, setCustom] = useState<string[]>([])
  const [draft, setDraft] = useState('')
  const known = [...base, ...custom]
  const all = [...known, ...chosen.filter((c) => !known.includes(c))]
  const toggle = (o: string) => onChange(chosen.includes(o) ? chosen.filter((c) => c !== o) : [...chosen, o])
  const add = () => {
    const next = addCustomOption(all, draft)
    setDraft('')
    if (!next) return
    const added = next[next.length - 1]
    setCustom((c) => [...c, added])
    onChange([...chosen, added])
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-semibold text-slate-900">
        <QuestionNumber n={index} />
        {questionLabel(question, index)}
        <RequiredMark required={question.required === true} />
      </legend>
      <p className="text-sm text-slate-500">Choose all that apply.</p>
      {all.length ? (
        <div className="grid max-h-[15rem] gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
          {all.map((o, i) => (
            <OptionBox
              key={o}
              id={`${fieldId}-${i}`}
              type="checkbox"
              label={o}
              checked={chosen.includes(o)}
              onChange={() => toggle(o)}
            />
          ))}
        </div>
      ) : null}
      {allowsCustomOptions(question) || base.length === 0 ? (
        <div className="flex gap-2">
          <Input
            aria-label={`Add your own option: ${questionLabel(question, index)}`}
            value={draft}
            maxLength={200}
            placeholder={question.customPlaceholder || 'Add your own option'}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                add()
              }
            }}
          />
          <Button type="button" variant="secondary" onClick={add} disabled={!draft.trim()}>
            <Plus aria-hidden />
            Add
          </Button>
        </div>
      ) : null}
      <Example text={question.example} />
    </fieldset>
  )
}

function OptionBox({
  id,
  type,
  name,
  label,
  checked,
  onChange,
}: {
  id: string
  type: 'radio' | 'checkbox'
  name?: string
  label: string
  checked: boolean
  onChange: () => void
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-2.5 rounded-lg px-3 py-2.5 text-sm ring-1 transition-colors',
        checked ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-slate-200 hover:bg-slate-50',
      )}
    >
      <input
        id={id}
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <span className="text-slate-800">{label}</span>
    </label>
  )
}

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null
  return (
    <span className="ml-2 whitespace-nowrap rounded bg-amber-100 px-1.5 py-0.5 align-middle text-xs font-medium text-amber-900">
      Required
    </span>
  )
}

function QuestionNumber({ n }: { n: number }) {
  return <span className="mr-1.5 text-brand-700">{n + 1}.</span>
}

function Example({ text }: { text?: string }) {
  if (!text) return null
  return (
    <p className="whitespace-pre-line text-xs text-slate-500">
      <span className="font-medium">Example:</span> {text}
    </p>
  )
}
