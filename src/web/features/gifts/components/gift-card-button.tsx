import { useState, type FormEvent } from 'react'
import { Gift, Loader2 } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import type { CreditPackage } from '../../../../shared/credits/packages.ts'
import { formatAud } from '../../../../shared/catalog/tiers.ts'
import { sydneyDate } from '../../../../shared/gifts/gift-calendar.ts'
import { usePurchaseGiftCard } from '../api/purchase-gift-card.ts'
import { checkRecipient } from '../lib/check-recipient.ts'
import { GiftRecipientFields, type RecipientDraft, type RecipientErrors } from './gift-recipient-fields.tsx'

/**
 * Get Credits' buy-as-gift option for one package: asks who gets the card, a message and the day it arrives,
 * then pays for it. The card reaches the recipient by e-mail on that day.
 */
export function GiftCardButton({ pkg, disabled }: { pkg: CreditPackage; disabled?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        className="w-full"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={`Buy ${pkg.name} as a gift: ${pkg.credits} credits`}
      >
        <Gift aria-hidden />
        Buy as Gift
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`Send a gift card: ${pkg.credits} credits`}
          description="We e-mail the gift card to the person you choose on the day you choose, with your message and a link that redeems it."
        >
          {open ? <GiftForm pkg={pkg} /> : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

function GiftForm({ pkg }: { pkg: CreditPackage }) {
  const purchase = usePurchaseGiftCard()
  const [draft, setDraft] = useState<RecipientDraft>({
    name: '',
    email: '',
    message: '',
    deliverOn: sydneyDate(new Date()),
  })
  const [errors, setErrors] = useState<RecipientErrors>({})
  const onChange = (patch: Partial<RecipientDraft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }))
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (purchase.isPending) return
    const checked = checkRecipient(draft)
    if (!checked.recipient) return setErrors(checked.errors)
    try {
      const { sessionUrl } = await purchase.mutateAsync({
        packageId: pkg.id,
        credits: pkg.credits,
        priceAud: pkg.priceCents / 100,
        recipient: checked.recipient,
      })
      // Same tab, like every checkout here (docs/deviations.md): the success page then runs where the buyer looks.
      window.location.assign(sessionUrl)
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_delivery_date')
        return setErrors({ deliverOn: err.message })
      if (err instanceof ApiError && err.status === 400) return void toast.error(err.message)
      console.error('Gift card checkout failed', err)
      toast.error('Payment Error', { description: 'Failed to create gift card purchase. Please try again.' })
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={purchase.isPending}>
      <GiftRecipientFields draft={draft} errors={errors} onChange={onChange} />
      <Button type="submit" size="lg" className="w-full" disabled={purchase.isPending}>
        {purchase.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Gift aria-hidden />}
        Continue to payment: {formatAud(pkg.priceCents)}
      </Button>
    </form>
  )
}
