import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { Label } from '../../../components/ui/input.tsx'
import { Textarea } from '../../../components/ui/textarea.tsx'
import { toastError } from '../../../lib/toast-error.ts'
import type { MyRating } from '../../../../shared/library/rating-input.ts'
import { useRatePrompt } from '../api/rate-prompt.ts'
import { useDeleteRating } from '../api/delete-rating.ts'
import { StarInput } from './star-input.tsx'

/** Rate an owned prompt with 1 to 5 stars and an optional review; change or delete it later. */
export function RatingDialog({
  open,
  onOpenChange,
  prompt,
  current,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  prompt: { id: string; name: string }
  current: MyRating | null
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={current ? 'Change your rating' : 'Rate this prompt'}
          description={`How well did ${prompt.name} work for you? Your rating is shown on the prompt's page.`}
        >
          <RatingForm prompt={prompt} current={current} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function RatingForm({
  prompt,
  current,
  onDone,
}: {
  prompt: { id: string; name: string }
  current: MyRating | null
  onDone: () => void
}) {
  const [stars, setStars] = useState(current?.stars ?? 0)
  const [review, setReview] = useState(current?.review ?? '')
  const rate = useRatePrompt()
  const remove = useDeleteRating()
  const busy = rate.isPending || remove.isPending

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!stars) return
    rate.mutate(
      { promptId: prompt.id, stars, review: review.trim() || null },
      {
        onSuccess: () => {
          toast.success('Rating saved')
          onDone()
        },
        onError: (err) => toastError(err, 'Could not save your rating', 'Please try again.'),
      },
    )
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-2">
        <span id="rating-stars-label" className="text-sm font-medium text-slate-700">
          Your rating
        </span>
        <StarInput id="rating-stars-label" value={stars} onChange={setStars} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="rating-review">Review (optional)</Label>
        <Textarea
          id="rating-review"
          value={review}
          maxLength={2000}
          onChange={(e) => setReview(e.target.value)}
          placeholder="What did it help you with?"
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {current ? (
          <Button
            type="button"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            disabled={busy}
            onClick={() =>
              remove.mutate(prompt.id, {
                onSuccess: () => {
                  toast.success('Rating deleted')
                  onDone()
                },
                onError: (err) => toastError(err, 'Could not delete your rating', 'Please try again.'),
              })
            }
          >
            Delete rating
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={!stars || busy}>
          {rate.isPending ? 'Saving...' : 'Save rating'}
        </Button>
      </div>
    </form>
  )
}
