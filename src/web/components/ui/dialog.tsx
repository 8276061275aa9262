import { X } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { ModalClose, ModalPanel, ModalRoot, ModalTrigger } from './modal.tsx'

export const Dialog = ModalRoot
export const DialogTrigger = ModalTrigger
export const DialogClose = ModalClose

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
  const id = useId()
  return (
    <ModalPanel
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      className={cn(
        'm-auto max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-left text-base font-normal text-slate-900 shadow-xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm focus:outline-none',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="pr-8 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
      <ModalClose asChild>
        <button
          type="button"
          className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close"
        >
          <X className="size-5" />
        </button>
      </ModalClose>
    </ModalPanel>
  )
}
