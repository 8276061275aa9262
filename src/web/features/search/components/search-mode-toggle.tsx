import { Search, Sparkles } from 'lucide-react'
import { cn } from '../../../lib/cn.ts'

export type SearchMode = 'ai' | 'regular'

const modes: { mode: SearchMode; label: string; Icon: typeof Search }[] = [
  { mode: 'ai', label: 'AI search', Icon: Sparkles },
  { mode: 'regular', label: 'Regular search', Icon: Search },
]

/** The AI/regular toggle of spec 2: two pressed-state buttons, one of them on. */
export function SearchModeToggle({
  mode,
  onChange,
}: {
  mode: SearchMode
  onChange: (mode: SearchMode) => void
}) {
  return (
    <div role="group" aria-label="Search mode" className="inline-flex rounded-lg bg-slate-100 p-1">
      {modes.map(({ mode: m, label, Icon }) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => mode !== m && onChange(m)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
            mode === m ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  )
}
