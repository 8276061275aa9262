import { useId, useState } from 'react'
import { ChevronDown, Clock, Layers, Map as MapIcon, Search, Target, Zap } from 'lucide-react'
import { tierCopy, type TierCopy } from '../../../../shared/catalog/tier-copy.ts'
import type { Tier } from '../../../../shared/catalog/tiers.ts'
import { cn } from '../../../lib/cn.ts'

const icons: Record<TierCopy['explainer'][number]['icon'], typeof Zap> = {
  zap: Zap,
  clock: Clock,
  target: Target,
  layers: Layers,
  search: Search,
  map: MapIcon,
}

/** The expandable 'what makes this tier special' explainer of spec 2. */
export function TierExplainer({ tier }: { tier: Tier }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const copy = tierCopy[tier]
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-4 rounded-2xl p-5 text-left text-lg font-semibold text-slate-900 sm:p-6"
        >
          {copy.explainerTitle}
          <ChevronDown
            className={cn(
              'size-5 shrink-0 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
            aria-hidden
          />
        </button>
      </h2>
      <div id={id} hidden={!open} className="px-5 pb-6 sm:px-6">
        <p className="text-slate-600">{copy.blurb}</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {copy.explainer.map((f) => {
            const Icon = icons[f.icon]
            return (
              <li key={f.title} className="rounded-xl bg-slate-50 p-4">
                <Icon className="size-5 text-brand-700" aria-hidden />
                <p className="mt-2 font-semibold text-slate-900">{f.title}</p>
                <p className="mt-1 text-sm text-slate-600">{f.description}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
