import { useEffect, useState } from 'react'
import { Copy as CopyIcon, Eye, Loader2, Users } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ItemCard } from '../../../components/item-card.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { toastError } from '../../../lib/toast-error.ts'
import type { SharedWithMe } from '../../../../shared/shares/shared-customization.ts'
import { useSharedWithMe } from '../api/get-shared-with-me.ts'
import { useSaveSharedCopy } from '../api/save-shared-copy.ts'
import { LazyPromptPanel } from '../../open-in-model/public.ts'
import { LocalDate } from '../../../components/ui/local-date.tsx'

/** My Library's 'Shared with me': customisations other members shared, read-only, with 'Save a copy'. */
export function SharedWithMeList() {
  const shared = useSharedWithMe()
  const [viewing, setViewing] = useState<SharedWithMe | null>(null)

  useEffect(() => {
    if (shared.error) console.error('Failed to load shared customizations', shared.error)
  }, [shared.error])

  // The open item follows the list: revoked meanwhile, it closes.
  const current = viewing && shared.data?.items.find((i) => i.shareId === viewing.shareId)

  if (shared.isPending)
    return (
      <div className="grid gap-3" aria-hidden>
        <div className="h-24 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    )
  const items = shared.data?.items ?? []
  if (!items.length)
    return (
      <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        <Users className="size-4 shrink-0" aria-hidden />
        Nothing has been shared with you yet. When a member shares a customization with your e-mail address,
        it appears here.
      </p>
    )
  return (
    <>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.shareId}>
            <SharedRow item={item} onView={() => setViewing(item)} />
          </li>
        ))}
      </ul>
      <Dialog open={Boolean(current)} onOpenChange={(open) => !open && setViewing(null)}>
        {current ? (
          <DialogContent
            title={current.title}
            description={<SharedByLine item={current} />}
            className="max-w-2xl"
          >
            <LazyPromptPanel content={current} actions={<SaveCopyButton shareId={current.shareId} />} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  )
}

function SharedRow({ item, onView }: { item: SharedWithMe; onView: () => void }) {
  return (
    <ItemCard
      data-testid="shared-with-me"
      icon={Users}
      iconClassName="bg-sky-50 text-sky-700"
      title={item.title}
      meta={<SharedByLine item={item} />}
      summary={item.summary}
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={onView}>
            <Eye aria-hidden />
            View<span className="sr-only"> {item.title}</span>
          </Button>
          <SaveCopyButton shareId={item.shareId} title={item.title} />
        </>
      }
    />
  )
}

function SharedByLine({ item }: { item: SharedWithMe }) {
  return (
    <>
      Shared by {item.ownerName}
      {item.promptName ? ` · ${item.promptName}` : ''} · <LocalDate iso={item.sharedAt} locale={undefined} />
    </>
  )
}

function SaveCopyButton({ shareId, title }: { shareId: string; title?: string }) {
  const save = useSaveSharedCopy()
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={save.isPending}
      onClick={() =>
        save.mutate(shareId, {
          onSuccess: () =>
            toast.success('Saved!', { description: 'A copy is now in your saved customizations.' }),
          onError: (err) => toastError(err, 'Failed to save customization'),
        })
      }
    >
      {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <CopyIcon aria-hidden />}
      Save a copy{title ? <span className="sr-only"> of {title}</span> : null}
    </Button>
  )
}
