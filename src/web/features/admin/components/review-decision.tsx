import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Check, X } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { toastError } from '../../../lib/toast-error.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { TextareaField } from '../../../components/form-field.tsx'
import { paths } from '../../../config/paths.ts'
import { formatAud } from '../../../../shared/catalog/tiers.ts'
import { reviewDecisionInput, reviewLimits, type ReviewDetail } from '../../../../shared/admin/review.ts'
import { useDecideReview } from '../api/decide-review.ts'
import { DialogFormActions } from './dialog-form-actions.tsx'

/** Approve (with a confirmation) or reject (with the reasons the creator reads); back to the queue after. */
export function ReviewDecision({ review }: { review: ReviewDetail }) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null)
  const suspended = review.creator.status === 'suspended'
  return (
    <div className="space-y-2">
      {suspended && (
        <p className="text-sm text-red-700">
          @{review.creator.handle} is suspended: lift the suspension on the Creators tab before approving.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setOpen('reject')}>
          <X aria-hidden /> Reject
        </Button>
        <Button onClick={() => setOpen('approve')} disabled={suspended}>
          <Check aria-hidden /> Approve and publish
        </Button>
      </div>
      <ApproveDialog review={review} open={open === 'approve'} onClose={() => setOpen(null)} />
      <RejectDialog review={review} open={open === 'reject'} onClose={() => setOpen(null)} />
    </div>
  )
}

function useDecided() {
  const navigate = useNavigate()
  return (res: { mailed: boolean }, done: string) => {
    if (res.mailed) toast.success(done, { description: 'The creator has been e-mailed.' })
    else
      toast.error(`${done}, but the e-mail could not be sent`, { description: 'Tell the creator yourself.' })
    navigate(paths.admin.reviews())
  }
}

function ApproveDialog({
  review,
  open,
  onClose,
}: {
  review: ReviewDetail
  open: boolean
  onClose: () => void
}) {
  const decide = useDecideReview()
  const decided = useDecided()
  const c = review.content
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={`Publish ${c.name}?`}
        description={
          review.isUpdate
            ? `Version ${review.version} replaces ${review.liveVersion ? `version ${review.liveVersion}` : 'the live version'} in the store. Buyers of the old version keep it until they choose to update.`
            : `It goes on sale under ${review.creator.displayName}'s name at ${c.creditsCost} credits or ${formatAud(c.priceCents)}.`
        }
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault()
            decide.mutate(
              { versionId: review.versionId, decision: { decision: 'approve' } },
              {
                onSuccess: (res) => decided(res, `Published ${c.name}`),
                onError: (err) => toastError(err, 'Could not publish the template'),
                onSettled: onClose,
              },
            )
          }}
        >
          <p className="text-sm text-slate-600">The creator is e-mailed with its link.</p>
          <DialogFormActions pending={decide.isPending}>
            {decide.isPending ? 'Publishing...' : 'Publish'}
          </DialogFormActions>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function RejectDialog({
  review,
  open,
  onClose,
}: {
  review: ReviewDetail
  open: boolean
  onClose: () => void
}) {
  const decide = useDecideReview()
  const decided = useDecided()
  const [reasons, setReasons] = useState('')
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setError(null)
    onClose()
  }
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent
        title={`Reject ${review.content.name}?`}
        description="The creator reads these reasons in an e-mail and in their studio, fixes the template and submits it again."
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault()
            const parsed = reviewDecisionInput.safeParse({ decision: 'reject', reasons })
            if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the reasons')
            setError(null)
            decide.mutate(
              { versionId: review.versionId, decision: { decision: 'reject', reasons } },
              {
                onSuccess: (res) => {
                  setReasons('')
                  decided(res, `Rejected ${review.content.name}`)
                },
                onError: (err) => toastError(err, 'Could not reject the template'),
                onSettled: close,
              },
            )
          }}
        >
          <TextareaField
            id="review-reasons"
            label="What should the creator fix? (required)"
            rows={5}
            maxLength={reviewLimits.reasons.max}
            value={reasons}
            onChange={(e) => {
              setReasons(e.target.value)
              setError(null)
            }}
            error={error}
          />
          <DialogFormActions pending={decide.isPending} destructive>
            {decide.isPending ? 'Rejecting...' : 'Reject with these reasons'}
          </DialogFormActions>
        </form>
      </DialogContent>
    </Dialog>
  )
}
