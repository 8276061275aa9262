import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700',
        className,
      )}
      {...props}
    />
  )
}
