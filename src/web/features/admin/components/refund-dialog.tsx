import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { FieldError } from '../../../components/ui/input.tsx'
import { TextareaField } from '../../../components/form-field.tsx'
import { DialogFormActions } from './dialog-form-actions.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { refundOrderInput } from '../../../../shared/admin/orders.ts'
import { useRefundOrder } from '../api/refund-order.ts'
import { formatAud } from '../lib/format.ts'

export type RefundTarget = {
  id: string
  kind: string
  item: string
  amountCents: number
  userEmail: string | null
}

const reverses: Record<string, string> = {
  credits: "The package's credits are taken back from the buyer's balance.",
  prompt: "The prompt leaves the buyer's library.",
  gift: 'The gift code stops working (refused if it has been redeemed).',
}

/** Confirms a refund with a reason; offers the partial refund when a package's credits have been spent. */
export function RefundDialog({ order, onClose }: { order: RefundTarget | null; onClose: () => void }) {
  const [reason, setReason] = useState('')
  const [partial, setPartial] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const refund = useRefundOrder()
  const close = () => {
    setReason('')
    setPartial(false)
    setError(null)
    onClose()
  }
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && close()}>
      {order && (
        <DialogContent
          title={`Refund ${order.item}`}
          description={`${formatAud(order.amountCents)} paid by ${order.userEmail ?? 'a deleted account'}`}
        >
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              const parsed = refundOrderInput.safeParse({ reason, partial })
              if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
              setError(null)
              refund.mutate(
                { orderId: order.id, ...parsed.data },
                {
                  onSuccess: (r) => {
                    toast.success(r.alreadyRefunded ? 'This order was already refunded' : 'Order refunded', {
                      description: `${formatAud(r.amountCents)}${r.partial ? ' (unspent credits only)' : ''}; the buyer has been e-mailed.`,
                    })
                    close()
                  },
                  onError: (err) =>
                    // The server's reasons (credits spent, gift redeemed, period over) are meant for the admin.
                    setError(err instanceof ApiError ? err.message : 'Could not refund. Please try again.'),
                },
              )
            }}
          >
            <p className="text-sm text-slate-700">
              {reverses[order.kind] ?? ''} The money goes back through the payment provider.
            </p>
            <TextareaField
              id="refund-reason"
              label="Reason (required, kept in the audit log)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            {order.kind === 'credits' && (
              <label className="flex items-start gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={partial}
                  onChange={(e) => setPartial(e.target.checked)}
                />
                <span>
                  Partial refund: if some of the credits have been spent, refund only the unspent ones (the
                  money in proportion).
                </span>
              </label>
            )}
            <FieldError>{error}</FieldError>
            <DialogFormActions pending={refund.isPending} destructive>
              {refund.isPending ? 'Refunding...' : 'Refund'}
            </DialogFormActions>
          </form>
        </DialogContent>
      )}
    </Dialog>
  )
}
