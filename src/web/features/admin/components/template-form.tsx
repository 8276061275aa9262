import { useMemo, useRef, useState, type ReactNode } from 'react'
import { Plus, Save } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Label } from '../../../components/ui/input.tsx'
import { Switch } from '../../../components/ui/switch.tsx'
import { SelectField, TextareaField, TextField } from '../../../components/form-field.tsx'
import { categories } from '../../../../shared/catalog/categories.ts'
import { formatAud, tierLabel, tierPrices, tiers, type Tier } from '../../../../shared/catalog/tiers.ts'
import {
  templateInput,
  templateStatuses,
  type TemplateInput,
} from '../../../../shared/admin/template-input.ts'
import type { Question } from '../../../../shared/catalog/question.ts'
import {
  describePath,
  newQuestion,
  slugify,
  toInput,
  toQuestion,
  type DetailDraft,
  type QuestionDraft,
  type TemplateForm,
} from '../lib/template-form.ts'
import { QuestionEditor } from './question-editor.tsx'
import { TitledListEditor } from './titled-list-editor.tsx'
import { TemplatePreview } from './template-preview.tsx'

const statusHelp: Record<string, string> = {
  active: 'Listed in the storefront and search.',
  draft: 'Hidden from the storefront and search until you publish it.',
  archived: 'Hidden from the storefront and search; members who bought it keep it.',
}

/** Every field of a template, the questions editor and a live preview; validated with the API's own schema. */
export function TemplateFormView({
  initial,
  saving,
  onSave,
}: {
  initial: TemplateForm
  saving: boolean
  onSave: (input: TemplateInput) => void
}) {
  const [form, setForm] = useState(initial)
  const [issues, setIssues] = useState<string[]>([])
  const issuesRef = useRef<HTMLDivElement>(null)
  const set = (patch: Partial<TemplateForm>) => setForm((f) => ({ ...f, ...patch }))
  const setDetail = (patch: Partial<DetailDraft>) =>
    setForm((f) => ({ ...f, detail: { ...f.detail, ...patch } }))
  // The value and change handler of a plain text field of the form, or of its detail-page part.
  const text = (key: 'slug' | 'description' | 'howToUse' | 'creditsCost' | 'price' | 'masterPrompt') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) =>
      set({ [key]: e.target.value, ...(key === 'slug' ? { slugTouched: true } : {}) }),
  })
  const detailText = (key: 'minutes' | 'ringPercent' | 'whoFor' | 'whatItDoes' | 'whatYouGet') => ({
    value: form.detail[key],
    onChange: (e: { target: { value: string } }) => setDetail({ [key]: e.target.value }),
  })
  const setQuestion = (key: string, patch: Partial<QuestionDraft>) =>
    setForm((f) => ({ ...f, questions: f.questions.map((q) => (q.key === key ? { ...q, ...patch } : q)) }))
  const moveQuestion = (index: number, delta: -1 | 1) =>
    setForm((f) => {
      const next = [...f.questions]
      const [q] = next.splice(index, 1)
      next.splice(index + delta, 0, q!)
      return { ...f, questions: next }
    })

  // The preview shows what the member would see: the questions as they would be saved.
  const previewQuestions = useMemo(
    () =>
      form.questions.map((q) => {
        const parsed = toQuestion(q)
        return { ...parsed, options: parsed.options } as Question
      }),
    [form.questions],
  )

  const submit = () => {
    const input = toInput(form)
    const result = templateInput.safeParse(input)
    if (!result.success) {
      setIssues(result.error.issues.map((i) => `${describePath(i.path, form)}: ${i.message}`))
      requestAnimationFrame(() => issuesRef.current?.focus())
      return
    }
    setIssues([])
    onSave(input)
  }

  const tierPrice = tierPrices[form.tier]

  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <div className="min-w-0 space-y-6">
        {issues.length > 0 && (
          <div
            ref={issuesRef}
            tabIndex={-1}
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 focus:outline-none"
          >
            <p className="font-semibold">Please fix these before saving:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {issues.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </div>
        )}

        <Section title="Basics">
          <TextField
            id="t-name"
            label="Name"
            value={form.name}
            onChange={(e) =>
              set({ name: e.target.value, ...(form.slugTouched ? {} : { slug: slugify(e.target.value) }) })
            }
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              id="t-slug"
              label="Slug"
              hint="The page address: /prompts/{slug} for static pages."
              {...text('slug')}
            />
            <div className="flex items-center gap-3 sm:pt-6">
              <Switch
                id="t-static"
                checked={form.staticPage}
                onCheckedChange={(v) => set({ staticPage: v })}
              />
              <Label htmlFor="t-static">Static detail page at /prompts/{'{slug}'}</Label>
            </div>
          </div>
          <TextareaField
            id="t-description"
            label="Description"
            className="min-h-20"
            {...text('description')}
          />
          <TextareaField id="t-how" label="How to use" {...text('howToUse')} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <SelectField
              id="t-category"
              label="Category"
              value={form.category}
              onChange={(e) => set({ category: e.target.value as TemplateForm['category'] })}
            >
              {categories.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="t-tier"
              label="Tier"
              value={form.tier}
              onChange={(e) => {
                const tier = e.target.value as Tier
                set({
                  tier,
                  ...(form.overridePrice
                    ? {}
                    : {
                        creditsCost: String(tierPrices[tier].credits),
                        price: (tierPrices[tier].priceCents / 100).toFixed(2),
                      }),
                })
              }}
            >
              {tiers.map((t) => (
                <option key={t} value={t}>
                  {tierLabel(t)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="t-status"
              label="Status"
              hint={statusHelp[form.status]}
              value={form.status}
              onChange={(e) => set({ status: e.target.value as TemplateForm['status'] })}
            >
              {templateStatuses.map((s) => (
                <option key={s} value={s}>
                  {s[0]!.toUpperCase() + s.slice(1)}
                </option>
              ))}
            </SelectField>
          </div>
        </Section>

        <Section title="Price">
          <div className="flex items-center gap-3">
            <Switch
              id="t-override"
              checked={form.overridePrice}
              onCheckedChange={(v) =>
                set({
                  overridePrice: v,
                  ...(v
                    ? {}
                    : {
                        creditsCost: String(tierPrice.credits),
                        price: (tierPrice.priceCents / 100).toFixed(2),
                      }),
                })
              }
            />
            <Label htmlFor="t-override">Override the tier price</Label>
          </div>
          <p className="text-sm text-slate-600">
            {tierLabel(form.tier)} tier price: {tierPrice.credits} credits or{' '}
            {formatAud(tierPrice.priceCents)}.
          </p>
          {form.overridePrice && (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField id="t-credits" label="Credits" inputMode="numeric" {...text('creditsCost')} />
              <TextField id="t-price" label="Price (AUD)" inputMode="decimal" {...text('price')} />
            </div>
          )}
        </Section>

        <Section title="Master prompt">
          <TextareaField
            id="t-master"
            label="Master prompt"
            hint="Served only to members who bought the template."
            className="min-h-48 font-mono text-xs"
            {...text('masterPrompt')}
          />
        </Section>

        <Section title={`Questions (${form.questions.length})`}>
          {form.questions.length === 0 && (
            <p className="text-sm text-slate-600">
              No questions yet. Members will go straight to the prompt.
            </p>
          )}
          {form.questions.map((q, i) => (
            <QuestionEditor
              key={q.key}
              question={q}
              index={i}
              count={form.questions.length}
              onChange={(patch) => setQuestion(q.key, patch)}
              onMove={(delta) => moveQuestion(i, delta)}
              onRemove={() => set({ questions: form.questions.filter((x) => x.key !== q.key) })}
            />
          ))}
          <Button
            type="button"
            variant="secondary"
            onClick={() => set({ questions: [...form.questions, newQuestion(form.questions)] })}
          >
            <Plus aria-hidden /> Add question
          </Button>
        </Section>

        <Section title="Detail page">
          <div className="flex items-center gap-3">
            <Switch
              id="t-has-detail"
              checked={form.hasDetail}
              onCheckedChange={(v) => set({ hasDetail: v })}
            />
            <Label htmlFor="t-has-detail">
              Show detail-page content (stat rings, features, who it is for)
            </Label>
          </div>
          {form.hasDetail && (
            <div className="space-y-4">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                <TextField id="d-minutes" label="Minutes" inputMode="numeric" {...detailText('minutes')} />
                <SelectField
                  id="d-ring-label"
                  label="Ring"
                  value={form.detail.ringLabel}
                  onChange={(e) => setDetail({ ringLabel: e.target.value as DetailDraft['ringLabel'] })}
                >
                  {(['Depth', 'Accuracy', 'Speed', 'Success'] as const).map((l) => (
                    <option key={l}>{l}</option>
                  ))}
                </SelectField>
                <TextField
                  id="d-ring-percent"
                  label="Ring %"
                  inputMode="numeric"
                  {...detailText('ringPercent')}
                />
              </div>
              <TitledListEditor
                legend="Features"
                itemName="Feature"
                items={form.detail.features}
                onChange={(features) => setDetail({ features })}
              />
              <TextareaField id="d-who" label="Who this is for, one per line" {...detailText('whoFor')} />
              <TitledListEditor
                legend="How it works (3 to 4 steps)"
                itemName="Step"
                items={form.detail.howItWorks}
                onChange={(howItWorks) => setDetail({ howItWorks })}
              />
              <TextareaField id="d-does" label="What this prompt does" {...detailText('whatItDoes')} />
              <TextareaField id="d-get" label="What you get, one per line" {...detailText('whatYouGet')} />
            </div>
          )}
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <span className="mr-auto hidden text-sm text-slate-600 sm:inline">
            Saving notifies open browsers of the change straight away.
          </span>
          <Button type="submit" disabled={saving}>
            <Save aria-hidden /> {saving ? 'Saving...' : 'Save template'}
          </Button>
        </div>
      </div>

      <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <TemplatePreview questions={previewQuestions} masterPrompt={form.masterPrompt} />
      </div>
    </form>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </Card>
  )
}
