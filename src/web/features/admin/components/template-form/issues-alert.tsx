import type { Ref } from 'react'

/** The schema's messages for a rejected save; focused so a screen reader reads them out. */
export function IssuesAlert({ issues, ref }: { issues: string[]; ref: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
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
  )
}
