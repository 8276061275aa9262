import { useState } from 'react'
import { ChevronDown, Loader2, RotateCcw } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { toastError } from '../../../lib/toast-error.ts'
import type { SavedCustomization } from '../../../../shared/customization/customization-input.ts'
import { useVersions } from '../api/get-versions.ts'
import { useRestoreVersion } from '../api/restore-version.ts'

/** Earlier versions of a saved customisation: view one, or restore it (the current one is kept too). */
export function VersionsDialog({
  open,
  onOpenChange,
  customizationId,
  currentVersion,
  onRestored,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  customizationId: string
  currentVersion: number | null
  onRestored: (customization: SavedCustomization) => void
}) {
  const versions = useVersions(customizationId, { enabled: open })
  const restore = useRestoreVersion()
  const [viewing, setViewing] = useState<number | null>(null)
  const items = versions.data?.items

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Version history"
        description={
          currentVersion
            ? `You are on version ${currentVersion}. Restoring an earlier version keeps this one in the history.`
            : 'Restoring an earlier version keeps the current one in the history.'
        }
        className="max-w-2xl"
      >
        {versions.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Loading versions...
          </p>
        ) : versions.isError ? (
          <p className="text-sm text-slate-600">The versions could not be loaded. Please try again.</p>
        ) : !items?.length ? (
          <p className="text-sm text-slate-600">
            No earlier versions yet. Each time you save changes, the previous version is kept here.
          </p>
        ) : (
          <ul className="space-y-2">
            {items.map((v) => (
              <li key={v.id} className="rounded-lg ring-1 ring-slate-200" data-testid="customization-version">
                <div className="flex flex-wrap items-center gap-2 p-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-medium">
                      Version {v.version}: <span className="font-normal">{v.title}</span>
                    </p>
                    <p className="text-xs text-slate-500">
                      Saved{' '}
                      {new Date(v.createdAt).toLocaleString('en-AU', {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-expanded={viewing === v.version}
                    onClick={() => setViewing(viewing === v.version ? null : v.version)}
                  >
                    <ChevronDown aria-hidden className={viewing === v.version ? 'rotate-180' : ''} />
                    View<span className="sr-only"> version {v.version}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(
                        { id: customizationId, version: v.version },
                        {
                          onSuccess: ({ customization }) => {
                            onRestored(customization)
                            toast.success(`Version ${v.version} restored`)
                            onOpenChange(false)
                          },
                          onError: (err) => toastError(err, 'Failed to save customization'),
                        },
                      )
                    }
                  >
                    <RotateCcw aria-hidden />
                    Restore<span className="sr-only"> version {v.version}</span>
                  </Button>
                </div>
                {viewing === v.version ? (
                  <pre className="max-h-64 overflow-y-auto whitespace-pre-wrap break-words border-t border-slate-200 bg-slate-50 p-3 font-mono text-xs">
                    {v.generatedPrompt}
                  </pre>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}
