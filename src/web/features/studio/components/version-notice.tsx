import { Clock, Info, XCircle } from 'lucide-react'
import type { StudioTemplate } from '../../../../shared/studio/studio-template.ts'

/** Where the version being edited stands: in review (read-only), rejected with reasons, or an update of a live one. */
export function VersionNotice({ template: t }: { template: StudioTemplate }) {
  const v = t.version
  if (v.status === 'in_review')
    return (
      <Notice icon={Clock} tone="border-sky-200 bg-sky-50 text-sky-900">
        <strong>In review.</strong> A person on our team is reviewing version {v.version}. You can edit it
        again once the review is done; we will e-mail you the decision.
      </Notice>
    )
  return (
    <>
      {v.reviewReasons ? (
        <Notice icon={XCircle} tone="border-rose-200 bg-rose-50 text-rose-900">
          <strong>{v.status === 'rejected' ? 'Not approved yet.' : 'The reviewer asked for changes.'}</strong>{' '}
          <span className="whitespace-pre-wrap">{v.reviewReasons}</span>
          <span className="mt-1 block">Fix these, save, and submit it again.</span>
        </Notice>
      ) : null}
      {t.status === 'active' ? (
        <Notice icon={Info} tone="border-slate-200 bg-white text-slate-700">
          {v.status === 'published'
            ? `Version ${v.version} is live. Saving a change starts version ${v.version + 1}; the live one stays on sale until the new one is approved.`
            : `You are editing version ${v.version}. Version ${t.currentVersion} stays on sale until this one is approved.`}
        </Notice>
      ) : null}
    </>
  )
}

function Notice({
  icon: Icon,
  tone,
  children,
}: {
  icon: typeof Info
  tone: string
  children: React.ReactNode
}) {
  return (
    <div role="status" className={`flex gap-3 rounded-xl border p-4 text-sm ${tone}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  )
}
