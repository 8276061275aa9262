import { useState } from 'react'
import { Sparkles } from 'lucide-react'
import { cn } from '../../../lib/cn.ts'
import type { LibraryItem, LibraryUpdate } from '../../../../shared/library/library-item.ts'
import { updateBadgeClass } from './update-badge.tsx'
import { TemplateUpdateDialog } from './template-update-dialog.tsx'

/** The "Update available" badge of a library card, as a button that opens what changed. */
export function UpdateAvailableButton({ item, update }: { item: LibraryItem; update: LibraryUpdate }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          updateBadgeClass,
        )}
      >
        <Sparkles className="size-3.5" aria-hidden />
        Update available
        <span className="sr-only">
          {' '}
          for {item.template.name}: see what changed in version {update.toVersion}
        </span>
      </button>
      <TemplateUpdateDialog
        open={open}
        onOpenChange={setOpen}
        prompt={{ id: item.promptId, name: item.template.name }}
        update={update}
      />
    </>
  )
}
