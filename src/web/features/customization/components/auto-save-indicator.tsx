import { useEffect, useState } from 'react'
import { CheckCircle2, CircleDot, Loader2 } from 'lucide-react'
import { minutesSince } from '../../../../shared/customization/auto-save.ts'
import type { AutoSaveStatus } from '../hooks/use-auto-save.ts'

/** Spec 2: 'Auto-saved Nm ago', 'Auto-saving...' or 'Unsaved changes'. */
export function AutoSaveIndicator({ status, savedAt }: { status: AutoSaveStatus; savedAt: number | null }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000)
    return () => window.clearInterval(timer)
  }, [])
  let content: React.ReactNode = null
  if (status === 'unsaved')
    content = (
      <>
        <CircleDot className="size-3.5 text-amber-500" aria-hidden />
        Unsaved changes
      </>
    )
  else if (status === 'saving')
    content = (
      <>
        <Loader2 className="size-3.5 animate-spin" aria-hidden />
        Auto-saving...
      </>
    )
  else if (status === 'saved' && savedAt)
    content = (
      <>
        <CheckCircle2 className="size-3.5 text-emerald-600" aria-hidden />
        Auto-saved {minutesSince(savedAt, Math.max(now, savedAt))}m ago
      </>
    )
  return (
    <p
      role="status"
      data-testid="auto-save-indicator"
      className="inline-flex min-h-5 items-center gap-1.5 text-xs font-medium text-slate-600"
    >
      {content}
    </p>
  )
}
