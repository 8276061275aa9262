import { lazy, Suspense, useState } from 'react'
import { Share2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx'

// The controls (and the form checks, which bring zod) load when the dialog first opens, not with the library page.
const ShareControls = lazy(() => import('./share-controls.tsx').then((m) => ({ default: m.ShareControls })))

/** The owner's sharing controls for one saved customisation: members by e-mail, and read-only links. */
export function ShareDialog({
  customizationId,
  title,
  size = 'sm',
}: {
  customizationId: string
  title: string
  size?: 'sm' | 'md'
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size={size}>
          <Share2 aria-hidden />
          Share<span className="sr-only"> {title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Share “${title}”`}
        description="People you share with can view, copy, export and save a copy. They cannot change yours."
        className="max-w-xl"
      >
        {open ? (
          <Suspense fallback={<div className="h-40 animate-pulse rounded-lg bg-slate-100" aria-hidden />}>
            <ShareControls customizationId={customizationId} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
