import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', className)} {...props} />
}
