import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useHydrated } from '../../lib/hydration.ts'

export function Textarea({ className, readOnly, ...props }: ComponentProps<'textarea'>) {
  // Typing on a server-rendered page before the app has taken it over would be lost (lib/hydration.ts).
  const hydrated = useHydrated()
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60 aria-[invalid=true]:border-red-500',
        className,
      )}
      readOnly={readOnly || !hydrated}
      {...props}
    />
  )
}
