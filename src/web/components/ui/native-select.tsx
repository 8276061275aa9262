import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

/** A native select styled like Input: keyboard and screen-reader friendly on every device. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60 aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  )
}
