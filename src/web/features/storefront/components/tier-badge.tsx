import { tierLabel, type Tier } from '../../../../shared/catalog/tiers.ts'
import { cn } from '../../../lib/cn.ts'

export const tierStyles: Record<Tier, string> = {
  daily: 'bg-teal-50 text-teal-800 ring-teal-200',
  boost: 'bg-violet-50 text-violet-800 ring-violet-200',
  super: 'bg-orange-50 text-orange-800 ring-orange-200',
}

export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tierStyles[tier],
        className,
      )}
    >
      {tierLabel(tier)}
    </span>
  )
}
