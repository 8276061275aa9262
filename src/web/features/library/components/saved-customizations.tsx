import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { FileText, Lock, Pencil, Trash2 } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ItemCard } from '../../../components/item-card.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { paths } from '../../../config/paths.ts'
import type {
  ListedCustomization,
  SavedCustomization,
} from '../../../../shared/customization/customization-input.ts'
import type { CustomizationNavigationState } from '../../../../shared/customization/navigation-state.ts'
import { useDeleteCustomization } from '../api/delete-customization.ts'
import { UsePromptDialog } from '../../open-in-model/public.ts'
import { ShareDialog } from '../../shares/public.ts'
import { RunLink } from '../../model-runs/public.ts'
import { LocalDate } from '../../../components/ui/local-date.tsx'

/**
 * Saved customisations with edit (modify mode in the tool) and delete (asks first, spec 5). A copy of a
 * customisation someone shared, for a prompt the member does not own, is read-only: the tool needs the
 * prompt's questions, which only its owners get.
 */
export function SavedCustomizations({ items }: { items: ListedCustomization[] }) {
  const [deleting, setDeleting] = useState<SavedCustomization | null>(null)
  if (!items.length)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        Customize a prompt and save it: your saved customizations appear here.
      </p>
    )
  return (
    <>
      <ul className="space-y-3">
        {items.map((c) => (
          <li key={c.id}>
            <CustomizationRow customization={c} onDelete={() => setDeleting(c)} />
          </li>
        ))}
      </ul>
      <DeleteDialog customization={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}

function CustomizationRow({
  customization: c,
  onDelete,
}: {
  customization: ListedCustomization
  onDelete: () => void
}) {
  const navigate = useNavigate()
  const edit = () => {
    const state: CustomizationNavigationState = { modifyMode: true, customization: c }
    navigate(paths.customization(), { state })
  }
  return (
    <ItemCard
      data-testid="saved-customization"
      icon={FileText}
      iconClassName="bg-brand-50 text-brand-700"
      title={c.title}
      heading="h4"
      meta={
        <>
          {c.promptName ?? 'Prompt'} · <LocalDate iso={c.updatedAt} />
          {c.version > 1 ? <Badge className="ml-2">Version {c.version}</Badge> : null}
        </>
      }
      summary={c.summary}
      actions={
        <>
          <UsePromptDialog content={c} />
          <RunLink customizationId={c.id} title={c.title} />
          <ShareDialog customizationId={c.id} title={c.title} />
          {c.canEdit ? (
            <Button variant="secondary" size="sm" onClick={edit}>
              <Pencil aria-hidden />
              Edit<span className="sr-only"> {c.title}</span>
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
            <Trash2 aria-hidden />
            Delete<span className="sr-only"> {c.title}</span>
          </Button>
        </>
      }
    >
      {c.canEdit ? null : (
        <p className="mt-1 flex items-start gap-1.5 text-xs text-slate-500" data-testid="read-only-note">
          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>
            Read-only copy: editing needs the prompt.{' '}
            <Link
              to={paths.promptById(c.promptId)}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              View {c.promptName ?? 'the prompt'}
            </Link>
          </span>
        </p>
      )}
    </ItemCard>
  )
}

function DeleteDialog({
  customization,
  onClose,
}: {
  customization: SavedCustomization | null
  onClose: () => void
}) {
  const remove = useDeleteCustomization()
  return (
    <Dialog open={customization !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Delete customization"
        description="Are you sure you want to delete this customization?"
      >
        <p className="text-sm text-slate-600">
          “{customization?.title}” and its earlier versions will be removed. This cannot be undone.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              customization &&
              remove.mutate(customization.id, {
                onSuccess: onClose,
                onError: () => toast.error('Failed to delete customization'),
              })
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
