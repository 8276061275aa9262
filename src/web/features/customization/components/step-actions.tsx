import type { ReactNode } from 'react'

/** The row of Back and forward buttons at the foot of each step; the forward one first on phones. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
      {children}
    </div>
  )
}
