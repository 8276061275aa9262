import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FieldError, Label } from '../../../components/ui/input.tsx'
import { NativeSelect } from '../../../components/ui/native-select.tsx'
import { Textarea } from '../../../components/ui/textarea.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { formatAud } from '../../../../shared/catalog/tiers.ts'
import { refundReasons, refundRequestInput, type AccountOrder } from '../../../../shared/account/orders.ts'
import { useRequestRefund } from '../api/request-refund.ts'

/** The 30-day money-back request for one order: a reason, then refunded at once or sent to our team. */
export function RefundRequestDialog({ order, onClose }: { order: AccountOrder | null; onClose: () => void }) {
  const [reason, setReason] = useState('')
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string | null>(null)
  const request = useRequestRefund()
  const close = () => {
    setReason('')
    setDetails('')
    setError(null)
    onClose()
  }
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && close()}>
      {order && (
        <DialogContent
          title="Request a refund"
          description={`${order.item}, ${formatAud(order.amountCents)}. 30-day money-back guarantee.`}
        >
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              const parsed = refundRequestInput.safeParse({ reason, details: details || undefined })
              if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
              setError(null)
              request.mutate(
                { orderId: order.id, ...parsed.data },
                {
                  onSuccess: (r) => {
                    if (r.outcome === 'refunded')
                      toast.success('Order refunded', {
                        description: `${formatAud(r.amountCents)} is on its way back to you. We have e-mailed you the details.`,
                      })
                    else
                      toast.success('Refund requested', {
                        description: 'Our team will review your request and e-mail you the outcome.',
                      })
                    close()
                  },
                  onError: (err) =>
                    setError(
                      err instanceof ApiError
                        ? err.message
                        : 'Could not send your request. Please try again.',
                    ),
                },
              )
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor="refund-reason">Reason</Label>
              <NativeSelect
                id="refund-reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-describedby={error ? 'refund-error' : undefined}
              >
                <option value="">Choose a reason</option>
                {refundReasons.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="refund-details">Anything else we should know? (optional)</Label>
              <Textarea
                id="refund-details"
                value={details}
                maxLength={500}
                onChange={(e) => setDetails(e.target.value)}
              />
            </div>
            <p className="text-sm text-slate-600">
              {order.kind === 'credits'
                ? 'If you have not spent any credits since this purchase, the refund is immediate and the credits leave your balance.'
                : order.kind === 'gift'
                  ? 'If the gift code has not been redeemed, the refund is immediate and the code stops working.'
                  : 'If you have not saved a customisation of this prompt yet, the refund is immediate and the prompt leaves your library.'}{' '}
              Otherwise our team reviews your request.
            </p>
            <FieldError id="refund-error">{error}</FieldError>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? 'Sending...' : 'Request refund'}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  )
}
