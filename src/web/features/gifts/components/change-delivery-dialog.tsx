import { useState, type FormEvent } from 'react'
import { Loader2 } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import type { GiftDeliveryView } from '../../../../shared/gifts/gift-recipient.ts'
import { useChangeGiftDelivery } from '../api/change-gift-delivery.ts'
import { checkRecipient } from '../lib/check-recipient.ts'
import { GiftRecipientFields, type RecipientDraft, type RecipientErrors } from './gift-recipient-fields.tsx'

/** Changes a scheduled card's recipient, address or date; the server refuses (409) once it has been sent. */
export function ChangeDeliveryDialog({
  gift,
  open,
  onOpenChange,
}: {
  gift: GiftDeliveryView
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Change date or address"
        description={`Until it is sent, the gift card for ${gift.recipientName} can go to another address or on another day.`}
      >
        {open ? <ChangeForm gift={gift} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function ChangeForm({ gift, onDone }: { gift: GiftDeliveryView; onDone: () => void }) {
  const change = useChangeGiftDelivery()
  const [draft, setDraft] = useState<RecipientDraft>({
    name: gift.recipientName,
    email: gift.recipientEmail,
    message: '',
    deliverOn: gift.deliverOn,
  })
  const [errors, setErrors] = useState<RecipientErrors>({})
  const onChange = (patch: Partial<RecipientDraft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }))
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (change.isPending) return
    const checked = checkRecipient(draft)
    if (!checked.recipient) return setErrors(checked.errors)
    const { name, email, deliverOn } = checked.recipient
    try {
      await change.mutateAsync({ id: gift.id, body: { name, email, deliverOn } })
      toast.success('Gift card updated')
      onDone()
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_delivery_date')
        return setErrors({ deliverOn: err.message })
      toast.error(
        err instanceof ApiError ? err.message : 'The gift card could not be changed. Please try again.',
      )
      if (err instanceof ApiError && err.status === 409) onDone()
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={change.isPending}>
      <GiftRecipientFields draft={draft} errors={errors} onChange={onChange} withMessage={false} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
          Save changes
        </Button>
      </div>
    </form>
  )
}
