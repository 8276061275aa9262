import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useHydrated } from '../../lib/hydration.ts'

export function Input({ className, readOnly, ...props }: ComponentProps<'input'>) {
  // Typing on a server-rendered page before the app has taken it over would be lost (lib/hydration.ts).
  const hydrated = useHydrated()
  return (
    <input
      className={cn(
        'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60 aria-[invalid=true]:border-red-500',
        className,
      )}
      readOnly={readOnly || !hydrated}
      {...props}
    />
  )
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-700', className)} {...props} />
}

export function FieldError({ children, id }: { children?: string | null; id?: string }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {children}
    </p>
  )
}
