import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FieldError, Label } from '../../../components/ui/input.tsx'
import { Textarea } from '../../../components/ui/textarea.tsx'
import { toastError } from '../../../lib/toast-error.ts'
import { rejectRefundRequestInput } from '../../../../shared/admin/orders.ts'
import { useRejectRefundRequest } from '../api/reject-refund-request.ts'

/** Declines a money-back request with a reason for the audit log. */
export function RejectRequestDialog({
  requestId,
  onClose,
}: {
  requestId: string | null
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reject = useRejectRefundRequest()
  const close = () => {
    setReason('')
    setError(null)
    onClose()
  }
  return (
    <Dialog open={requestId !== null} onOpenChange={(open) => !open && close()}>
      {requestId && (
        <DialogContent title="Decline this refund request" description="The order stays paid.">
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              const parsed = rejectRefundRequestInput.safeParse({ reason })
              if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
              reject.mutate(
                { id: requestId, reason: parsed.data.reason },
                {
                  onSuccess: () => {
                    toast.success('Request declined')
                    close()
                  },
                  onError: (err) => toastError(err, 'Could not decline the request'),
                },
              )
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor="reject-reason">Reason (required)</Label>
              <Textarea id="reject-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
            </div>
            <FieldError>{error}</FieldError>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={reject.isPending}>
                {reject.isPending ? 'Saving...' : 'Decline request'}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  )
}
