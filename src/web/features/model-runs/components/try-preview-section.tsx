import { lazy, Suspense, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { AlertTriangle, CheckCircle2, Loader2, Sparkles, UserRound } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { NativeSelect } from '../../../components/ui/native-select.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { paths } from '../../../config/paths.ts'
import { useMe } from '../../auth/public.ts'
import { useTemplatePreview } from '../../catalog/public.ts'
import { usePromptAccess } from '../../purchases/public.ts'
import {
  previewAnswerMax,
  previewMaxOutputTokens,
  previewQuestionCount,
} from '../../../../shared/model-runs/preview-limits.ts'
import { useModels } from '../api/get-models.ts'
import { usePreview } from '../hooks/use-preview.ts'
import { NoModelsNote } from './no-models-note.tsx'
import { PlainAnswer } from '../../../components/ui/plain-answer.tsx'

// The Markdown renderer (36 KB gzip) loads with the first answer, not with the detail page.
const RunMarkdown = lazy(() => import('./run-markdown.tsx').then((m) => ({ default: m.RunMarkdown })))

// Decision 0033: a free, short preview of a template's answer for a member who does not own it. The prompt is built
// on the server; this page sends only the answers and the model, and shows only the model's answer.

const sectionId = 'try-it-free'

/** "Try It Free" on a detail page: sign in, own it, no model, or the preview form and its answer. */
export function TryPreviewSection({ templateId }: { templateId: string }) {
  return (
    <section id={sectionId} aria-labelledby={`${sectionId}-title`} data-testid="try-preview">
      <h2 id={`${sectionId}-title`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        Try It Free
      </h2>
      <div className="mt-4">
        <TryPreviewBody templateId={templateId} />
      </div>
    </section>
  )
}

function TryPreviewBody({ templateId }: { templateId: string }) {
  const { pathname } = useLocation()
  const me = useMe()
  const access = usePromptAccess(templateId, { enabled: Boolean(me.data) })
  const models = useModels()
  if (me.isPending || models.isPending || (me.data && access.isPending)) return <Skeleton />
  const list = models.data?.models ?? []
  if (!list.length) return <NoModelsNote />
  if (!me.data)
    return (
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-slate-700">
          Sign in to run a free preview: answer a few of this prompt&apos;s questions and read the start of
          what an AI model makes of it.
        </p>
        <Button asChild className="shrink-0">
          <Link to={paths.login({ returnTo: pathname })}>Sign in to try it</Link>
        </Button>
      </Card>
    )
  if (access.data?.owned)
    return (
      <Card className="flex items-start gap-3 p-5 sm:p-6" data-testid="preview-owned">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
        <div>
          <p className="font-medium text-slate-900">You own this prompt</p>
          <p className="mt-1 text-sm text-slate-600">
            Customise it in your library and run it there for the full result.
          </p>
          <Button asChild variant="secondary" size="sm" className="mt-3">
            <Link to={paths.dashboard()}>Open my library</Link>
          </Button>
        </div>
      </Card>
    )
  return <PreviewForm templateId={templateId} models={list} />
}

function Skeleton() {
  return <div className="h-48 animate-pulse rounded-2xl bg-slate-100" aria-busy="true" aria-label="Loading" />
}

function PreviewForm({
  templateId,
  models,
}: {
  templateId: string
  models: { id: string; label: string }[]
}) {
  const { pathname } = useLocation()
  const questions = useTemplatePreview(templateId).data?.questions.slice(0, previewQuestionCount) ?? []
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [modelId, setModelId] = useState(models[0]!.id)
  const preview = usePreview()
  const busy = preview.phase === 'streaming'
  const started = preview.phase !== 'idle' || preview.text !== ''

  const run = (useSamplePersona: boolean) =>
    void preview.start({
      templateId,
      modelId,
      useSamplePersona,
      answers: useSamplePersona ? {} : answers,
    })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    run(false)
  }

  return (
    <Card className="p-5 sm:p-6">
      <p className="text-sm text-slate-600">
        One free preview of this prompt a day: answer its first{' '}
        {questions.length === 1 ? 'question' : `${questions.length || previewQuestionCount} questions`}, or
        take the sample persona, and see how an AI model starts. The answer stops after about{' '}
        {previewMaxOutputTokens} tokens; nothing is charged.
      </p>
      <form onSubmit={submit} className="mt-4 space-y-4" aria-label="Free preview">
        <fieldset disabled={busy || started} className="space-y-4">
          {questions.map((q) => (
            <div key={q.id} className="space-y-1.5">
              <Label htmlFor={`preview-${q.id}`}>{q.text}</Label>
              <Input
                id={`preview-${q.id}`}
                maxLength={previewAnswerMax}
                value={answers[q.id] ?? ''}
                onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
              />
            </div>
          ))}
          <div className="space-y-1.5">
            <Label htmlFor="preview-model">Model</Label>
            <NativeSelect id="preview-model" value={modelId} onChange={(e) => setModelId(e.target.value)}>
              {models.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {started ? null : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit">
                <Sparkles aria-hidden />
                Run free preview
              </Button>
              {questions.length ? (
                <Button type="button" variant="secondary" onClick={() => run(true)}>
                  <UserRound aria-hidden />
                  Use the sample persona
                </Button>
              ) : null}
            </div>
          )}
        </fieldset>
      </form>
      {preview.error && !preview.text ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          role="alert"
          data-testid="preview-refused"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{preview.error}</span>
        </p>
      ) : null}
      {started && (preview.text || busy || preview.outcome) ? (
        <PreviewAnswer preview={preview} buyHref={paths.buyPrompt(pathname)} />
      ) : null}
    </Card>
  )
}

function PreviewAnswer({ preview, buyHref }: { preview: ReturnType<typeof usePreview>; buyHref: string }) {
  const { outcome, text } = preview
  const streaming = preview.phase === 'streaming'
  const failedEarly = outcome?.status === 'failed' && !text
  return (
    <div className="mt-5 border-t border-slate-200 pt-5" data-testid="preview-answer" aria-busy={streaming}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="truncate font-semibold text-slate-900">{preview.modelLabel ?? 'Preview'}</h3>
        <Badge>
          {streaming ? <Loader2 className="size-3 animate-spin" aria-hidden /> : null}
          {streaming
            ? 'Streaming'
            : outcome?.status === 'cut'
              ? 'Preview cut'
              : outcome
                ? 'Preview'
                : 'Ended'}
        </Badge>
      </div>
      <div className="relative mt-3">
        {/* A long answer scrolls in its own box, so the call to action stays close to it. */}
        <div
          aria-live="polite"
          className="max-h-[26rem] min-h-12 overflow-y-auto pr-1"
          data-testid="preview-text"
        >
          {text ? (
            <Suspense fallback={<PlainAnswer text={text} />}>
              <RunMarkdown text={text} />
            </Suspense>
          ) : streaming ? (
            <p className="text-sm text-slate-500">Waiting for the first words...</p>
          ) : null}
        </div>
        {outcome?.status === 'cut' ? (
          <div
            className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-white"
            aria-hidden
          />
        ) : null}
      </div>
      {outcome?.error ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {outcome.error}
            {failedEarly ? ' This did not count as your preview: try again later.' : ''}
          </span>
        </p>
      ) : null}
      {preview.error && text ? (
        <p className="mt-3 text-sm text-red-800" role="alert">
          {preview.error}
        </p>
      ) : null}
      {!streaming && text ? (
        <div
          className="mt-4 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
          data-testid="preview-cta"
        >
          <p className="text-sm text-brand-900">
            {outcome?.status === 'cut'
              ? `The preview stops here, at about ${preview.maxOutputTokens ?? previewMaxOutputTokens} tokens.`
              : 'That was a short preview.'}{' '}
            The full prompt asks all its questions and answers in full.
          </p>
          <Button asChild className="shrink-0">
            <Link to={buyHref} preventScrollReset>
              Get this prompt for the full result
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  )
}
