import { CheckCircle2, TriangleAlert } from 'lucide-react'
import type { LintFinding } from '../../../../shared/catalog/lint-template.ts'

/** The linter's findings of the last save: what to fix before a reviewer reads it. */
export function LintFindings({ findings }: { findings: LintFinding[] }) {
  if (findings.length === 0)
    return (
      <div
        role="status"
        data-testid="lint-findings"
        className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        <CheckCircle2 className="size-5 shrink-0" aria-hidden /> The checks found nothing to fix in the last
        save.
      </div>
    )
  return (
    <div
      role="status"
      data-testid="lint-findings"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-5 shrink-0" aria-hidden />
        {findings.length === 1 ? '1 thing to fix' : `${findings.length} things to fix`} (checked on the last
        save)
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {findings.map((f, i) => (
          <li key={`${f.rule}-${i}`}>{f.message}</li>
        ))}
      </ul>
    </div>
  )
}
