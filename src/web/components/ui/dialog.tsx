import { Dialog as D } from 'radix-ui'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

export const Dialog = D.Root
export const DialogTrigger = D.Trigger
export const DialogClose = D.Close

export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
      <D.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
      >
        <D.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</D.Title>
        {description ? (
          <D.Description className="mt-1 text-sm text-slate-600">{description}</D.Description>
        ) : (
          <D.Description className="sr-only">{typeof title === 'string' ? title : 'Dialog'}</D.Description>
        )}
        <div className="mt-4">{children}</div>
        <D.Close
          className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close"
        >
          <X className="size-5" />
        </D.Close>
      </D.Content>
    </D.Portal>
  )
}
