import type { TierFilter } from '../../../../shared/catalog/tier-filter.ts'
import type { Tier } from '../../../../shared/catalog/tiers.ts'
import { cn } from '../../../lib/cn.ts'

/** Toggle buttons for the tier filter: 'all' first, then the given tiers. */
export function TierFilterButtons({
  label,
  allLabel,
  tiers,
  value,
  onChange,
}: {
  label: string
  allLabel: string
  tiers: readonly Tier[]
  value: TierFilter
  onChange: (value: TierFilter) => void
}) {
  const options: { value: TierFilter; text: string }[] = [
    { value: 'all', text: allLabel },
    ...tiers.map((t) => ({ value: t, text: t[0].toUpperCase() + t.slice(1) })),
  ]
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'h-9 rounded-full px-3 text-sm sm:px-4 font-medium ring-1 ring-inset transition-colors',
            value === o.value
              ? 'bg-brand-600 text-white ring-brand-600'
              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
          )}
        >
          {o.text}
        </button>
      ))}
    </div>
  )
}
