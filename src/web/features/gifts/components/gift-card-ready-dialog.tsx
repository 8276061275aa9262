import { Gift } from 'lucide-react'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'

/** The gift-card-ready dialog: the new code, a copy button and how the friend uses it. */
export function GiftCardReadyDialog({
  open,
  onOpenChange,
  code,
  credits,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  code: string
  credits: number
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Your gift card is ready!"
        description={`A gift of ${credits} credits. We've e-mailed you the code too.`}
      >
        <div className="space-y-4">
          <GiftCodeBox code={code} />
          <p className="flex gap-2 text-sm text-slate-600">
            <Gift aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            Share the code with a friend: they redeem it on Get Credits. It can be used once and never
            expires.
          </p>
          <DialogClose asChild>
            <Button className="w-full">Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}

/** A gift code, large and selectable, with its copy button. */
export function GiftCodeBox({ code }: { code: string }) {
  return (
    <div className="flex flex-col items-stretch gap-2 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:flex-row sm:items-center">
      <code
        className="flex-1 select-all break-all text-center font-mono text-lg font-semibold tracking-wider text-slate-900 sm:text-left"
        data-testid="gift-code"
      >
        {code}
      </code>
      <CopyButton value={code} label="Copy gift code" />
    </div>
  )
}
