import { X } from 'lucide-react'
import { useId, type ReactNode, type RefObject } from 'react'
import { cn } from '../../lib/cn.ts'
import { ModalClose, ModalPanel, ModalRoot } from './modal.tsx'

export const Sheet = ModalRoot

/**
 * A panel that slides in from the right edge (shadcn's sheet): a modal dialog, so focus stays inside and Escape
 * closes it. `returnFocus` is the control that opened it, focused again when it closes.
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
  const id = useId()
  return (
    <ModalPanel
      labelledBy={`${id}-title`}
      returnFocus={returnFocus}
      className={cn(
        'my-0 mr-0 ml-auto h-dvh max-h-none w-[min(20rem,calc(100vw-3rem))] overflow-y-auto bg-white p-5 text-left open:flex open:flex-col text-base font-normal text-slate-900 shadow-xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm focus:outline-none motion-safe:animate-[sheet-in_200ms_ease-out] motion-safe:backdrop:animate-[fade-in_150ms_ease-out]',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="pr-8 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 flex-1">{children}</div>
      <ModalClose asChild>
        <button
          type="button"
          className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close menu"
        >
          <X className="size-5" aria-hidden />
        </button>
      </ModalClose>
    </ModalPanel>
  )
}
