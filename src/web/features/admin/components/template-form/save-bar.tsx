import { Save } from 'lucide-react'
import { Button } from '../../../../components/ui/button.tsx'

/** The save button, kept in view at the bottom of a long form. */
export function SaveBar({ saving }: { saving: boolean }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      <span className="mr-auto hidden text-sm text-slate-600 sm:inline">
        Saving notifies open browsers of the change straight away.
      </span>
      <Button type="submit" disabled={saving}>
        <Save aria-hidden /> {saving ? 'Saving...' : 'Save template'}
      </Button>
    </div>
  )
}
