import { useState, type FormEvent } from 'react'
import { Sparkles } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import {
  sampleOutputInput,
  type AdminSampleOutput,
  type SampleOutputInput,
} from '../../../../shared/catalog/sample-output.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { FieldError, Input, Label } from '../../../components/ui/input.tsx'
import { ModelAnswer } from '../../../components/ui/model-answer.tsx'
import { NativeSelect } from '../../../components/ui/native-select.tsx'
import { Textarea } from '../../../components/ui/textarea.tsx'
import { formatDay } from '../../../lib/plain-format.ts'
import { toastError } from '../../../lib/toast-error.ts'
import { useAttachSampleOutput } from '../api/attach-sample-output.ts'
import { useGenerateSampleOutput } from '../api/generate-sample-output.ts'
import { useModels } from '../../model-runs/public.ts'
import { useDeleteSampleOutput } from '../api/delete-sample-output.ts'
import { useAdminSampleOutputs } from '../api/get-sample-outputs.ts'
import { useSetSampleOutputStatus } from '../api/set-sample-output-status.ts'
import { StatusBadge } from './status-badge.tsx'

type Errors = Partial<Record<keyof SampleOutputInput, string>>
const blank: SampleOutputInput = { modelName: '', producedOn: '', output: '' }

/**
 * Sample outputs of a template (decision 0026): give a model the sample prompt, paste its answer with the model's
 * name and the date, review the draft, publish it. Only published ones show on the detail page.
 */
export function SampleOutputsPanel({ templateId }: { templateId: string }) {
  const { data, isPending, isError, refetch } = useAdminSampleOutputs(templateId)
  return (
    <section aria-labelledby="sample-outputs-heading" className="space-y-4">
      <div>
        <h3 id="sample-outputs-heading" className="text-lg font-semibold text-slate-900">
          Sample outputs
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Generate an answer with a connected model, or give any AI model the sample prompt below and paste
          its answer exactly as it gave it, with the model's name and the date. Published samples appear on
          the prompt's detail page with that provenance.
        </p>
      </div>
      {isPending ? (
        <p className="text-sm text-slate-600">Loading sample outputs…</p>
      ) : isError || !data ? (
        <div className="text-sm text-slate-600" role="alert">
          Sample outputs could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <details className="rounded-xl bg-white ring-1 ring-slate-200">
            <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-slate-800">
              The sample prompt to give the model
            </summary>
            <div className="space-y-2 border-t border-slate-100 p-4">
              <CopyButton value={data.samplePrompt} label="Copy the sample prompt" />
              <pre className="max-h-72 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-700">
                {data.samplePrompt}
              </pre>
            </div>
          </details>
          <GenerateForm templateId={templateId} />
          <AttachForm templateId={templateId} />
          {data.items.length === 0 ? (
            <p className="text-sm text-slate-600">No sample outputs yet.</p>
          ) : (
            <ul className="space-y-3" aria-label="Sample outputs of this template">
              {data.items.map((s) => (
                <SampleRow key={s.id} templateId={templateId} sample={s} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

/** Generate with a model: the server sends the sample prompt to a connected model and keeps its answer as a draft. */
function GenerateForm({ templateId }: { templateId: string }) {
  const models = useModels()
  const generate = useGenerateSampleOutput(templateId)
  const [modelId, setModelId] = useState('')
  if (models.isPending) return null
  const list = models.data?.models ?? []
  if (list.length === 0)
    return (
      <p
        className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
        data-testid="no-models"
      >
        No AI model is connected, so samples cannot be generated here. Connect one by setting{' '}
        <code className="font-mono">AI_MODELS</code> (an API key for OpenAI, OpenRouter or Anthropic, or a
        local Ollama; the README&apos;s “Run it here” section shows how), or paste a model&apos;s answer
        below.
      </p>
    )
  const chosen = modelId || list[0]!.id
  const submit = (e: FormEvent) => {
    e.preventDefault()
    generate.mutate(chosen, {
      onSuccess: (made) =>
        toast.success('Sample output generated', {
          description: `${made.modelName}'s answer is a draft below: review it, then publish it.`,
        }),
      onError: (err) => toastError(err, 'Could not generate the sample output'),
    })
  }
  return (
    <Card className="p-4">
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
        aria-label="Generate a sample output with a model"
      >
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor="sample-generate-model">Model</Label>
          <NativeSelect
            id="sample-generate-model"
            value={chosen}
            onChange={(e) => setModelId(e.target.value)}
            disabled={generate.isPending}
          >
            {list.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={generate.isPending}>
          <Sparkles className="size-4" aria-hidden />
          {generate.isPending ? 'Generating…' : 'Generate with a model'}
        </Button>
        <p className="w-full text-xs text-slate-500">
          The model answers the sample prompt above; its answer is saved as a draft with the model&apos;s name
          and today&apos;s date. Nobody is charged; the run is recorded in the audit log.
        </p>
      </form>
    </Card>
  )
}

function AttachForm({ templateId }: { templateId: string }) {
  const [form, setForm] = useState(blank)
  const [errors, setErrors] = useState<Errors>({})
  const attach = useAttachSampleOutput(templateId)
  const set = (k: keyof SampleOutputInput) => (v: string) => setForm((f) => ({ ...f, [k]: v }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = sampleOutputInput.safeParse(form)
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof SampleOutputInput
        next[key] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    attach.mutate(parsed.data, {
      onSuccess: () => {
        setForm(blank)
        toast.success('Sample output attached', { description: 'Review it below, then publish it.' })
      },
      onError: (err) => toastError(err, 'Could not attach the sample output'),
    })
  }

  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Attach a sample output">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor="sample-model">AI model</Label>
            <Input
              id="sample-model"
              value={form.modelName}
              onChange={(e) => set('modelName')(e.target.value)}
              placeholder="e.g. Claude Sonnet 4.5"
              aria-invalid={Boolean(errors.modelName)}
              aria-describedby="sample-model-error"
            />
            <FieldError id="sample-model-error">{errors.modelName}</FieldError>
          </div>
          <div className="space-y-1">
            <Label htmlFor="sample-date">Date of the answer</Label>
            <Input
              id="sample-date"
              type="date"
              value={form.producedOn}
              onChange={(e) => set('producedOn')(e.target.value)}
              aria-invalid={Boolean(errors.producedOn)}
              aria-describedby="sample-date-error"
            />
            <FieldError id="sample-date-error">{errors.producedOn}</FieldError>
          </div>
        </div>
        <div className="space-y-1">
          <Label htmlFor="sample-output">The model's answer</Label>
          <Textarea
            id="sample-output"
            rows={8}
            value={form.output}
            onChange={(e) => set('output')(e.target.value)}
            placeholder="Paste the whole answer, as the model gave it (Markdown is kept)"
            aria-invalid={Boolean(errors.output)}
            aria-describedby="sample-output-error"
          />
          <FieldError id="sample-output-error">{errors.output}</FieldError>
        </div>
        <Button type="submit" disabled={attach.isPending}>
          Attach as draft
        </Button>
      </form>
    </Card>
  )
}

function SampleRow({ templateId, sample }: { templateId: string; sample: AdminSampleOutput }) {
  const setStatus = useSetSampleOutputStatus(templateId)
  const remove = useDeleteSampleOutput(templateId)
  const busy = setStatus.isPending || remove.isPending
  const publish = (status: 'published' | 'draft') =>
    setStatus.mutate(
      { id: sample.id, status },
      {
        onSuccess: () =>
          toast.success(status === 'published' ? 'Sample output published' : 'Sample output unpublished'),
        onError: (err) => toastError(err, 'Could not change the sample output'),
      },
    )
  return (
    <li className="rounded-xl bg-white ring-1 ring-slate-200" data-testid="admin-sample-output">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-4 py-3">
        <StatusBadge status={sample.status} />
        <p className="text-sm font-semibold text-slate-900">{sample.modelName}</p>
        <p className="text-xs text-slate-500">answered on {formatDay(sample.producedOn)}</p>
        {sample.promptChanged && (
          <p className="text-xs font-medium text-amber-700">
            The template changed after this answer: consider a new sample.
          </p>
        )}
        <div className="ml-auto flex gap-2">
          {sample.status === 'draft' ? (
            <Button size="sm" disabled={busy} onClick={() => publish('published')}>
              Publish
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => publish('draft')}>
              Unpublish
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => {
              if (!window.confirm(`Delete the sample output by ${sample.modelName}?`)) return
              remove.mutate(sample.id, {
                onSuccess: () => toast.success('Sample output deleted'),
                onError: (err) => toastError(err, 'Could not delete the sample output'),
              })
            }}
          >
            Delete
          </Button>
        </div>
      </div>
      <div className="max-h-64 overflow-auto px-4 py-3">
        <ModelAnswer text={sample.output} />
      </div>
    </li>
  )
}
