import { useMemo, useRef, useState } from 'react'
import { Save, Send } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { TextareaField } from '../../../components/form-field.tsx'
import { toast } from '../../../lib/toast.ts'
import { toastError } from '../../../lib/toast-error.ts'
import { templateContentInput, templateDraftInput } from '../../../../shared/admin/template-input.ts'
import type { StudioTemplate } from '../../../../shared/studio/studio-template.ts'
import { changelogMaxLength } from '../../../../shared/studio/studio-limits.ts'
import {
  describePath,
  DetailPageSection,
  FormSection,
  IssuesAlert,
  MasterPromptSection,
  QuestionsSection,
  toQuestion,
  type TemplateForm,
} from '../../admin/public.ts'
import { useSaveStudioTemplate } from '../api/save-studio-template.ts'
import { useSubmitStudioTemplate } from '../api/submit-studio-template.ts'
import { studioContent, studioForm } from '../lib/studio-form.ts'
import { LintFindings } from './lint-findings.tsx'
import { StudioPreview } from './studio-preview.tsx'
import { StudioDetailsSection } from './studio-details-section.tsx'
import { VersionNotice } from './version-notice.tsx'

const thingsToFix = (n: number) =>
  n === 0
    ? 'The checks found nothing to fix.'
    : `${n} thing${n === 1 ? '' : 's'} to fix: see the list at the top.`

/**
 * The console's template editor for a creator's version: details, tier, master prompt, questions, detail page and
 * a live preview of the buyer's questionnaire. Save draft checks the form as a draft; Submit for review checks it
 * as complete, saves it and sends it to the queue. Read-only while the version is in review.
 */
export function StudioEditor({ template }: { template: StudioTemplate }) {
  const [form, setForm] = useState(() => studioForm(template))
  const [changelog, setChangelog] = useState(template.version.changelog)
  const [issues, setIssues] = useState<string[]>([])
  const issuesRef = useRef<HTMLDivElement>(null)
  const save = useSaveStudioTemplate(template.id)
  const submit = useSubmitStudioTemplate(template.id)
  const patch = (change: Partial<TemplateForm>) => setForm((f) => ({ ...f, ...change }))
  const previewQuestions = useMemo(() => form.questions.map(toQuestion), [form.questions])
  const readOnly = !template.editable
  const busy = save.isPending || submit.isPending
  // A live template's next version (or any version after the first) tells buyers what changed.
  const isUpdate = template.version.version > 1 || template.version.status === 'published'

  const fail = (messages: string[]) => {
    setIssues(messages)
    requestAnimationFrame(() => issuesRef.current?.focus())
    return null
  }
  const checked = (complete: boolean) => {
    const result = (complete ? templateContentInput : templateDraftInput).safeParse(studioContent(form))
    if (!result.success)
      return fail(result.error.issues.map((i) => `${describePath(i.path, form)}: ${i.message}`))
    if (complete && result.data.questions.length === 0)
      return fail(['Questions: add at least one question before submitting'])
    if (complete && isUpdate && !changelog.trim())
      return fail(['What changed: tell buyers what is new in this version before submitting'])
    setIssues([])
    return result.data
  }

  const saveDraft = () => {
    const content = checked(false)
    if (!content) return
    save.mutate(
      { content, changelog },
      {
        onSuccess: ({ template: saved }) =>
          toast.success('Draft saved', { description: thingsToFix(saved.findings.length) }),
        onError: (err) => toastError(err, 'Could not save the draft'),
      },
    )
  }
  const submitForReview = async () => {
    const content = checked(true)
    if (!content) return
    try {
      await save.mutateAsync({ content, changelog })
      await submit.mutateAsync({ changelog })
      toast.success('Submitted for review', {
        description: 'A person on our team reviews it and e-mails you the decision.',
      })
    } catch (err) {
      toastError(err, 'Could not submit it for review')
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        noValidate
        aria-label="Template editor"
        className="min-w-0 space-y-6"
        onSubmit={(e) => {
          e.preventDefault()
          if (!readOnly) saveDraft()
        }}
      >
        <VersionNotice template={template} />
        {!readOnly && <LintFindings findings={template.findings} />}
        {issues.length > 0 && <IssuesAlert ref={issuesRef} issues={issues} />}
        {/* A disabled fieldset makes every control inside read-only while the version is reviewed. */}
        <fieldset disabled={readOnly} className="min-w-0 space-y-6">
          <legend className="sr-only">Template</legend>
          <StudioDetailsSection form={form} patch={patch} />
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
          {isUpdate && (
            <FormSection title="What changed">
              <TextareaField
                id="t-changelog"
                label="Changelog for buyers"
                hint="Buyers of the live version read this before they choose to move to the new one."
                maxLength={changelogMaxLength}
                value={changelog}
                onChange={(e) => setChangelog(e.target.value)}
              />
            </FormSection>
          )}
        </fieldset>
        {!readOnly && (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
            <Button type="submit" variant="secondary" disabled={busy}>
              <Save aria-hidden /> {save.isPending && !submit.isPending ? 'Saving...' : 'Save draft'}
            </Button>
            <Button type="button" disabled={busy} onClick={() => void submitForReview()}>
              <Send aria-hidden /> {submit.isPending ? 'Submitting...' : 'Submit for review'}
            </Button>
          </div>
        )}
      </form>

      {/* Outside the form: answering the preview never saves the draft. */}
      <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <StudioPreview
          name={form.name}
          questions={previewQuestions}
          masterPrompt={form.masterPrompt}
          promptLines={form.promptLines}
        />
      </div>
    </div>
  )
}
