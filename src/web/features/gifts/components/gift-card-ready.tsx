import { useState } from 'react'
import { GiftCardReadyDialog, GiftCodeBox, type GiftCardDelivery } from './gift-card-ready-dialog.tsx'

/** The verified gift on /payment/success?type=gift: the code with its copy button, and the ready dialog on top. */
export function GiftCardReady({
  code,
  credits,
  delivery,
}: {
  code: string
  credits: number
  delivery?: GiftCardDelivery | null
}) {
  const [open, setOpen] = useState(true)
  return (
    <div className="mt-4 text-left">
      <GiftCodeBox code={code} />
      <GiftCardReadyDialog
        open={open}
        onOpenChange={setOpen}
        code={code}
        credits={credits}
        delivery={delivery}
      />
    </div>
  )
}
