import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { DialogClose } from '../../../components/ui/dialog.tsx'

/** The foot of a console dialog's form: Cancel closes it, the submit button says what happens (and while). */
export function DialogFormActions({
  pending,
  destructive = false,
  children,
}: {
  pending: boolean
  destructive?: boolean
  children: ReactNode
}) {
  return (
    <div className="flex justify-end gap-2">
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
        {children}
      </Button>
    </div>
  )
}
