import { useState } from 'react'
import { Sparkles } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import type { LibraryItem } from '../../../../shared/library/library-item.ts'
import { TemplateUpdateDialog } from './template-update-dialog.tsx'

/** In the wizard: the prompt being customised has a newer version; the member can look and move, or carry on. */
export function TemplateUpdateNotice({ item }: { item: LibraryItem }) {
  const [open, setOpen] = useState(false)
  const update = item.update
  if (!update) return null
  return (
    <div
      className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
      data-testid="template-update-notice"
    >
      <p className="flex items-start gap-2">
        <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong className="font-semibold">Update available.</strong> You are using version{' '}
          {update.fromVersion} of {item.template.name}; version {update.toVersion} is out.
        </span>
      </p>
      <Button size="sm" variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
        See what changed
      </Button>
      <TemplateUpdateDialog
        open={open}
        onOpenChange={setOpen}
        prompt={{ id: item.promptId, name: item.template.name }}
        update={update}
      />
    </div>
  )
}
