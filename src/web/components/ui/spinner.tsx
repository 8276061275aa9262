import { Loader2 } from 'lucide-react'

/** The page-level loading state ('Loading...' per spec 2). */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-500"
    >
      <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden />
      <span>{label}</span>
    </div>
  )
}
