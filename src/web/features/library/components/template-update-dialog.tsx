import { Loader2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import type { LibraryUpdate, TemplateUpdate } from '../../../../shared/library/library-item.ts'
import type { QuestionChange, QuestionField } from '../../../../shared/library/question-diff.ts'
import { useTemplateUpdate } from '../api/get-template-update.ts'
import { useAcceptTemplateUpdate } from '../api/accept-template-update.ts'
import { DiffKey, DiffText } from './diff-text.tsx'

/**
 * "Update available": the creator's changelog and what changed in the questions, word by word; the member moves
 * to the new version or keeps theirs ("Not now").
 */
export function TemplateUpdateDialog({
  open,
  onOpenChange,
  prompt,
  update,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  prompt: { id: string; name: string }
  update: LibraryUpdate
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          className="max-w-2xl pb-0"
          title={`Update available: ${prompt.name}`}
          description={`You have version ${update.fromVersion}. Version ${update.toVersion} is out; you keep yours until you choose to update.`}
        >
          <UpdateBody prompt={prompt} update={update} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function UpdateBody({
  prompt,
  update,
  onDone,
}: {
  prompt: { id: string; name: string }
  update: LibraryUpdate
  onDone: () => void
}) {
  const details = useTemplateUpdate(prompt.id, true)
  const accept = useAcceptTemplateUpdate()
  const shown = details.data?.update

  const confirm = () =>
    accept.mutate(prompt, {
      onSuccess: onDone,
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'no_update') onDone()
      },
    })

  return (
    <div data-testid="template-update">
      {details.isPending ? (
        <div role="status" className="flex items-center gap-2 py-10 text-sm text-slate-600">
          <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden />
          Loading what changed...
        </div>
      ) : details.isError ? (
        <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-sm text-red-900">
          <p>
            {details.error instanceof ApiError && details.error.status < 500
              ? details.error.message
              : 'We could not load what changed.'}
          </p>
          <Button size="sm" variant="secondary" onClick={() => details.refetch()}>
            Try again
          </Button>
        </div>
      ) : !shown ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          You already have the latest version of {prompt.name}.
        </p>
      ) : (
        <UpdateDetails update={shown} />
      )}

      <div className="sticky bottom-0 -mx-6 mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {shown === null ? 'Close' : 'Not now'}
        </Button>
        {shown === null ? null : (
          <Button onClick={confirm} disabled={accept.isPending || details.isPending}>
            {accept.isPending ? 'Updating...' : `Update to version ${shown?.toVersion ?? update.toVersion}`}
          </Button>
        )}
      </div>
    </div>
  )
}

function UpdateDetails({ update }: { update: TemplateUpdate }) {
  const { changes, unchanged } = update.questions
  const written = update.changelogs.filter((c) => c.changelog.trim() !== '')
  return (
    <div className="space-y-6">
      <section aria-labelledby="update-changelog" className="space-y-2">
        <h3 id="update-changelog" className="font-semibold text-slate-900">
          What's new
        </h3>
        {written.length === 0 ? (
          <p className="text-sm text-slate-600">The creator did not describe this update.</p>
        ) : (
          written.map((c) => (
            <div key={c.version} className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
              {written.length > 1 ? (
                <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                  Version {c.version}
                </p>
              ) : null}
              <p className="whitespace-pre-line">{c.changelog}</p>
            </div>
          ))
        )}
      </section>

      <section aria-labelledby="update-questions" className="space-y-3">
        <h3 id="update-questions" className="font-semibold text-slate-900">
          Changes to the questions
        </h3>
        {changes.length === 0 ? (
          <p className="text-sm text-slate-600">
            The questions stay the same; this update changes how your prompt is written.
          </p>
        ) : (
          <>
            <DiffKey />
            <ul className="space-y-3">
              {changes.map((c) => (
                <li key={`${c.kind}-${c.id}`}>
                  <ChangeCard change={c} />
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="text-sm text-slate-600">
          {unchanged > 0
            ? `${unchanged} other question${unchanged === 1 ? ' stays' : 's stay'} as they were. `
            : null}
          Your answers carry over to questions that are the same in the new version. Saved customisations keep
          the prompt they made.
        </p>
      </section>
    </div>
  )
}

const kindLabel: Record<QuestionChange['kind'], string> = {
  added: 'New question',
  removed: 'Question removed',
  changed: 'Question changed',
}
const kindClass: Record<QuestionChange['kind'], string> = {
  added: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  removed: 'bg-red-50 text-red-900 ring-red-200',
  changed: 'bg-sky-50 text-sky-900 ring-sky-200',
}
const fieldLabel: Record<QuestionField, string> = {
  section: 'Section',
  question: 'Question',
  type: 'Answer type',
  options: 'Options',
  placeholder: 'Example answer',
  required: 'Answer needed',
}

function ChangeCard({ change }: { change: QuestionChange }) {
  return (
    <article
      className="rounded-xl p-3 ring-1 ring-slate-200"
      aria-label={`${kindLabel[change.kind]}: ${change.title}`}
      data-testid="question-change"
      data-kind={change.kind}
    >
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${kindClass[change.kind]}`}
      >
        {kindLabel[change.kind]}
      </span>
      {change.kind === 'changed' && !change.fields.some((f) => f.field === 'question') ? (
        <p className="mt-2 text-sm font-medium text-slate-900">{change.title}</p>
      ) : null}
      <dl className="mt-2 space-y-1.5 text-sm">
        {change.fields.map((f) => (
          <div key={f.field} className="grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3">
            <dt className="text-xs font-medium text-slate-500 sm:pt-0.5">{fieldLabel[f.field]}</dt>
            <dd className="text-slate-800">
              <DiffText segments={f.segments} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
