import { useState } from 'react'
import { ArrowDown, ArrowUp, ChevronDown, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { NativeSelect } from '../../../components/ui/native-select.tsx'
import { Switch } from '../../../components/ui/switch.tsx'
import { Textarea } from '../../../components/ui/textarea.tsx'
import { questionTypes } from '../../../../shared/catalog/question.ts'
import { isChoiceType } from '../../../../shared/admin/template-input.ts'
import { questionWidget } from '../../../../shared/customization/answers.ts'
import { questionTypeLabels } from '../lib/question-type-labels.ts'
import type { QuestionDraft } from '../lib/template-form.ts'

/** One question of the questionnaire: every field of spec 3's Question, with the fields its type uses. */
export function QuestionEditor({
  question: q,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  question: QuestionDraft
  index: number
  count: number
  onChange: (patch: Partial<QuestionDraft>) => void
  onMove: (delta: -1 | 1) => void
  onRemove: () => void
}) {
  const id = (field: string) => `q-${q.key}-${field}`
  const choice = isChoiceType(q.type)
  const multi = questionWidget({ type: q.type, options: ['x'] }) === 'multi'
  const label = `Question ${index + 1}`
  // Long questionnaires stay scannable: saved questions start folded, a new (empty) one starts open.
  const [open, setOpen] = useState(q.question.trim() === '')
  return (
    <fieldset
      className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
      data-testid="question-editor"
    >
      <legend className="sr-only">{label}</legend>
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          className="flex min-w-0 flex-1 items-start gap-2 rounded-md text-left"
          aria-expanded={open}
          aria-controls={id('body')}
          onClick={() => setOpen((o) => !o)}
        >
          <ChevronDown
            className={`mt-0.5 size-4 shrink-0 text-slate-500 transition-transform ${open ? '' : '-rotate-90'}`}
            aria-hidden
          />
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-slate-900">{label}</span>
            <span className="block truncate text-xs text-slate-600">
              {q.question.trim() || 'No text yet'} · {questionTypeLabels[q.type]}
              {q.required ? ' · required' : ''}
            </span>
          </span>
        </button>
        <div className="flex shrink-0 gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move ${label} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-red-700 hover:bg-red-50"
            aria-label={`Remove ${label}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>

      <div id={id('body')} hidden={!open} className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={id('text')}>{label} text</Label>
          <Textarea
            id={id('text')}
            className="min-h-16"
            value={q.question}
            onChange={(e) => onChange({ question: e.target.value })}
          />
        </div>

        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={id('type')}>Type</Label>
            <NativeSelect
              id={id('type')}
              value={q.type}
              onChange={(e) => onChange({ type: e.target.value as QuestionDraft['type'] })}
            >
              {questionTypes.map((t) => (
                <option key={t} value={t}>
                  {questionTypeLabels[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={id('id')}>Answer key (id)</Label>
            <Input
              id={id('id')}
              value={q.id}
              aria-describedby={id('id-help')}
              onChange={(e) => onChange({ id: e.target.value })}
            />
            <p id={id('id-help')} className="text-xs text-slate-500">
              Saved answers are keyed by it: keep it when you only reword a question.
            </p>
          </div>
        </div>

        <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={id('section')}>Section heading</Label>
            <Input
              id={id('section')}
              value={q.section}
              maxLength={120}
              placeholder="Empty: same section as the question before"
              onChange={(e) => onChange({ section: e.target.value })}
            />
          </div>
          <div className="flex items-center gap-3 pb-2">
            <Switch
              id={id('required')}
              checked={q.required}
              onCheckedChange={(required) => onChange({ required })}
            />
            <Label htmlFor={id('required')}>Required to generate</Label>
          </div>
        </div>

        {choice && (
          <div className="space-y-1.5">
            <Label htmlFor={id('options')}>Options, one per line</Label>
            <Textarea
              id={id('options')}
              className="min-h-20"
              value={q.options}
              onChange={(e) => onChange({ options: e.target.value })}
            />
          </div>
        )}

        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={id('placeholder')}>Placeholder</Label>
            <Input
              id={id('placeholder')}
              value={q.placeholder}
              onChange={(e) => onChange({ placeholder: e.target.value })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={id('example')}>Example answer</Label>
            <Input
              id={id('example')}
              value={q.example}
              onChange={(e) => onChange({ example: e.target.value })}
            />
          </div>
        </div>

        {multi && (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div className="flex items-center gap-3">
              <Switch
                id={id('allow-other')}
                checked={q.allow_other || q.type === 'multiple_choice_with_other'}
                disabled={q.type === 'multiple_choice_with_other'}
                onCheckedChange={(v) => onChange({ allow_other: v })}
              />
              <Label htmlFor={id('allow-other')}>Members can add their own options (allow_other)</Label>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={id('custom-placeholder')}>Placeholder for their own option</Label>
              <Input
                id={id('custom-placeholder')}
                value={q.customPlaceholder}
                onChange={(e) => onChange({ customPlaceholder: e.target.value })}
              />
            </div>
          </div>
        )}
      </div>
    </fieldset>
  )
}
