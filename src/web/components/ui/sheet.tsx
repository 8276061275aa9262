import { Dialog as D } from 'radix-ui'
import { X } from 'lucide-react'
import type { ReactNode, RefObject } from 'react'
import { cn } from '../../lib/cn.ts'

export const Sheet = D.Root
export const SheetClose = D.Close

/**
 * A panel that slides in from the right edge (shadcn's sheet): a modal dialog, so focus stays inside and Escape
 * closes it. `returnFocus` is the control that opened it when that is not a Radix trigger.
 */
export function SheetContent({
  title,
  children,
  className,
  returnFocus,
}: {
  title: ReactNode
  children?: ReactNode
  className?: string
  returnFocus?: RefObject<HTMLElement | null>
}) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm motion-safe:animate-[fade-in_150ms_ease-out]" />
      <D.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          if (!returnFocus?.current) return
          e.preventDefault()
          returnFocus.current.focus()
        }}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col overflow-y-auto bg-white p-5 shadow-xl focus:outline-none motion-safe:animate-[sheet-in_200ms_ease-out]',
          className,
        )}
      >
        <D.Title className="pr-8 text-base font-semibold text-slate-900">{title}</D.Title>
        <div className="mt-4 flex-1">{children}</div>
        <D.Close
          className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close menu"
        >
          <X className="size-5" aria-hidden />
        </D.Close>
      </D.Content>
    </D.Portal>
  )
}
