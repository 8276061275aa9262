import { useState } from 'react'
import { Ban, RotateCcw } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { toastError } from '../../../lib/toast-error.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { TextareaField } from '../../../components/form-field.tsx'
import { creatorSuspensionInput } from '../../../../shared/creators/suspension.ts'
import { useSetCreatorSuspension } from '../api/set-creator-suspension.ts'
import { DialogFormActions } from './dialog-form-actions.tsx'

const templatesWord = (n: number) => `${n} template${n === 1 ? '' : 's'}`

/** Suspend an approved creator (with a reason) or lift a suspension, each after a confirmation. */
export function CreatorSuspension({
  creator,
}: {
  creator: { id: string; handle: string; status: 'approved' | 'suspended' }
}) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const change = useSetCreatorSuspension()
  const suspending = creator.status === 'approved'
  const close = () => {
    setError(null)
    setOpen(false)
  }
  return (
    <>
      <Button variant={suspending ? 'secondary' : 'primary'} size="sm" onClick={() => setOpen(true)}>
        {suspending ? <Ban aria-hidden /> : <RotateCcw aria-hidden />}
        {suspending ? 'Suspend' : 'Lift suspension'}
      </Button>
      <Dialog open={open} onOpenChange={(o) => !o && close()}>
        <DialogContent
          title={suspending ? `Suspend @${creator.handle}?` : `Lift the suspension of @${creator.handle}?`}
          description={
            suspending
              ? 'Their templates leave the store at once: search, browse, their creator page and the detail pages. Buyers keep what they bought. You can lift it later.'
              : 'Their templates go back on sale and their creator page is shown again.'
          }
        >
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              const parsed = creatorSuspensionInput.safeParse(
                suspending ? { suspended: true, reason } : { suspended: false },
              )
              if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the reason')
              setError(null)
              change.mutate(
                { id: creator.id, change: suspending ? { suspended: true, reason } : { suspended: false } },
                {
                  onSuccess: (res) => {
                    toast.success(
                      res.status === 'suspended'
                        ? `Suspended @${creator.handle}`
                        : `Lifted the suspension of @${creator.handle}`,
                      {
                        description:
                          res.status === 'suspended'
                            ? `${templatesWord(res.templates)} left the store.`
                            : `${templatesWord(res.templates)} back on sale.`,
                      },
                    )
                    setReason('')
                    close()
                  },
                  onError: (err) => toastError(err, 'Could not change the suspension'),
                },
              )
            }}
          >
            {suspending && (
              <TextareaField
                id={`suspend-reason-${creator.id}`}
                label="Reason (kept in the audit log; required)"
                rows={3}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value)
                  setError(null)
                }}
                error={error}
              />
            )}
            <DialogFormActions pending={change.isPending} destructive={suspending}>
              {change.isPending ? 'Saving...' : suspending ? `Suspend @${creator.handle}` : 'Lift suspension'}
            </DialogFormActions>
          </form>
        </DialogContent>
      </Dialog>
    </>
  )
}
