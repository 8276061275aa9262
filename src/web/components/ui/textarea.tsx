import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60 aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  )
}
