import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AlertTriangle, CheckCircle2, Copy, ExternalLink, ShieldAlert, Wrench } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { cn } from '../../../lib/cn.ts'
import type { LintFinding } from '../../../../shared/catalog/lint-template.ts'
import type { NearDuplicate } from '../../../../shared/admin/review.ts'
import { contentCategoryLabels, type ContentHit } from '../../../../shared/review/content-check.ts'

const percent = (score: number) => `${Math.round(score * 100)}%`

/** One check's panel: a heading with its count, all clear or the list. */
function CheckPanel({
  id,
  title,
  icon,
  count,
  clear,
  children,
}: {
  id: string
  title: string
  icon: ReactNode
  count: number
  clear: string
  children: ReactNode
}) {
  return (
    <Card className="space-y-3 p-4 sm:p-5" aria-labelledby={id} role="region" data-testid={id}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={id} className="flex items-center gap-2 font-semibold text-slate-900">
          {icon}
          {title}
        </h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
            count === 0
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
              : 'bg-amber-50 text-amber-800 ring-amber-200',
          )}
        >
          {count === 0 ? 'All clear' : `${count} to check`}
        </span>
      </div>
      {count === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden />
          {clear}
        </p>
      ) : (
        children
      )}
    </Card>
  )
}

/** What the template linter says (the same rules the studio shows the creator on every save). */
export function LintPanel({ findings }: { findings: LintFinding[] }) {
  return (
    <CheckPanel
      id="check-lint"
      title="Linter"
      icon={<Wrench className="size-4 text-slate-500" aria-hidden />}
      count={findings.length}
      clear="The linter found nothing to fix."
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        {findings.map((f, i) => (
          <li key={`${f.rule}-${i}`}>{f.message}</li>
        ))}
      </ul>
    </CheckPanel>
  )
}

/** Active templates whose text is close to this one, with how close (name, description, master prompt). */
export function NearDuplicatesPanel({ duplicates }: { duplicates: NearDuplicate[] }) {
  return (
    <CheckPanel
      id="check-duplicates"
      title="Near-duplicates"
      icon={<Copy className="size-4 text-slate-500" aria-hidden />}
      count={duplicates.length}
      clear="No template on sale reads like this one."
    >
      <ul className="divide-y divide-slate-100">
        {duplicates.map((d) => (
          <li
            key={d.id}
            className="flex flex-wrap items-start justify-between gap-2 py-2 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <Link
                to={paths.prompt(d)}
                target="_blank"
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                {d.name} <ExternalLink className="size-3.5" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </Link>
              <p className="text-xs text-slate-500">
                by {d.creator.displayName} · name {percent(d.nameScore)} · description{' '}
                {percent(d.descriptionScore)} · master prompt {percent(d.masterPromptScore)}
              </p>
            </div>
            <span
              className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold tabular-nums text-amber-800 ring-1 ring-amber-200"
              aria-label={`${percent(d.score)} similar`}
            >
              {percent(d.score)}
            </span>
          </li>
        ))}
      </ul>
    </CheckPanel>
  )
}

/** Phrases that point at content we do not sell, highlighted in their context. */
export function WordCheckPanel({ hits }: { hits: ContentHit[] }) {
  return (
    <CheckPanel
      id="check-words"
      title="Word check"
      icon={<ShieldAlert className="size-4 text-slate-500" aria-hidden />}
      count={hits.length}
      clear="No words that point at content we do not sell."
    >
      <ul className="space-y-2">
        {hits.map((h, i) => (
          <li
            key={`${h.field}-${h.term}-${i}`}
            className="rounded-lg bg-red-50/60 p-3 text-sm ring-1 ring-red-100"
          >
            <p className="flex flex-wrap items-center gap-x-2 text-xs font-medium text-red-900">
              <AlertTriangle className="size-3.5" aria-hidden />
              {contentCategoryLabels[h.category]} · in {h.field}
            </p>
            <p className="mt-1 break-words text-slate-700">
              {h.before}
              <mark className="rounded bg-red-200 px-0.5 font-semibold text-red-950">{h.term}</mark>
              {h.after}
            </p>
          </li>
        ))}
      </ul>
    </CheckPanel>
  )
}
