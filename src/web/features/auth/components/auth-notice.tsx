import type { ReactNode } from 'react'

/** A note at the top of an auth card: information (brand colours) or a warning (amber). */
export function AuthNotice({
  icon,
  tone,
  children,
}: {
  icon: ReactNode
  tone: 'info' | 'warning'
  children: ReactNode
}) {
  return (
    <div
      role="status"
      className={
        tone === 'info'
          ? 'mb-6 flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-200'
          : 'mb-6 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200'
      }
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div>{children}</div>
    </div>
  )
}
