import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { FieldError } from '../../../components/ui/input.tsx'
import { TextareaField } from '../../../components/form-field.tsx'
import { DialogFormActions } from './dialog-form-actions.tsx'
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
            <TextareaField
              id="reject-reason"
              label="Reason (required)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <FieldError>{error}</FieldError>
            <DialogFormActions pending={reject.isPending}>
              {reject.isPending ? 'Saving...' : 'Decline request'}
            </DialogFormActions>
          </form>
        </DialogContent>
      )}
    </Dialog>
  )
}
