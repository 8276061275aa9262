import { useMemo, useRef, useState } from 'react'
import { templateInput, type TemplateInput } from '../../../../shared/admin/template-input.ts'
import { describePath, toInput, toQuestion, type TemplateForm } from '../lib/template-form.ts'
import { BasicsSection } from './template-form/basics-section.tsx'
import { DetailPageSection } from './template-form/detail-page-section.tsx'
import { IssuesAlert } from './template-form/issues-alert.tsx'
import { MasterPromptSection } from './template-form/master-prompt-section.tsx'
import { PriceSection } from './template-form/price-section.tsx'
import { QuestionsSection } from './template-form/questions-section.tsx'
import { SaveBar } from './template-form/save-bar.tsx'
import { TemplatePreview } from './template-preview.tsx'

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
  const patch = (change: Partial<TemplateForm>) => setForm((f) => ({ ...f, ...change }))

  // The preview shows what the member would see: the questions as they would be saved.
  const previewQuestions = useMemo(() => form.questions.map(toQuestion), [form.questions])

  const submit = () => {
    const result = templateInput.safeParse(toInput(form))
    if (!result.success) {
      setIssues(result.error.issues.map((i) => `${describePath(i.path, form)}: ${i.message}`))
      requestAnimationFrame(() => issuesRef.current?.focus())
      return
    }
    setIssues([])
    onSave(result.data)
  }

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
        {issues.length > 0 && <IssuesAlert ref={issuesRef} issues={issues} />}
        <BasicsSection form={form} patch={patch} />
        <PriceSection form={form} patch={patch} />
        <MasterPromptSection form={form} patch={patch} />
        <QuestionsSection
          questions={form.questions}
          update={(change) => setForm((f) => ({ ...f, questions: change(f.questions) }))}
        />
        <DetailPageSection
          shown={form.hasDetail}
          onShownChange={(hasDetail) => patch({ hasDetail })}
          detail={form.detail}
          patch={(change) => setForm((f) => ({ ...f, detail: { ...f.detail, ...change } }))}
        />
        <SaveBar saving={saving} />
      </div>

      <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <TemplatePreview
          questions={previewQuestions}
          masterPrompt={form.masterPrompt}
          promptLines={form.promptLines}
        />
      </div>
    </form>
  )
}
