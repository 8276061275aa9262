import { Gift } from 'lucide-react'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { formatCalendarDate } from '../../../../shared/gifts/gift-calendar.ts'

export type GiftCardDelivery = { recipientName: string; recipientEmail: string; deliverOn: string }

/** The gift-card-ready dialog: the new code, a copy button and how the friend uses it. */
export function GiftCardReadyDialog({
  open,
  onOpenChange,
  code,
  credits,
  delivery,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  code: string
  credits: number
  delivery?: GiftCardDelivery | null
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Your gift card is ready!"
        description={
          delivery
            ? `A gift of ${credits} credits for ${delivery.recipientName}. We'll e-mail it to ${delivery.recipientEmail} on ${formatCalendarDate(delivery.deliverOn)}.`
            : `A gift of ${credits} credits. We've e-mailed you the code too.`
        }
      >
        <div className="space-y-4">
          <GiftCodeBox code={code} />
          <p className="flex gap-2 text-sm text-slate-600">
            <Gift aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {delivery
              ? `${delivery.recipientName} gets this code with your message and a link that redeems it. Keep it for your records: it can be used once and never expires.`
              : 'Share the code with a friend: they redeem it on Get Credits. It can be used once and never expires.'}
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
