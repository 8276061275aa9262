import { Infinity as InfinityIcon, LayoutGrid, Mail, ShieldCheck, Sparkles, Star } from 'lucide-react'
import type { StoreStats } from '../../../../shared/catalog/storefront.ts'

/** The trust badge row, with real figures only: counts from the database, a rating only from real reviews. */
export function TrustBadges({ stats }: { stats: StoreStats | undefined }) {
  const badges = [
    stats?.rating && {
      icon: Star,
      text: `${stats.rating.average.toFixed(1)} of 5 from ${stats.rating.count} buyer ${stats.rating.count === 1 ? 'review' : 'reviews'}`,
    },
    stats && { icon: LayoutGrid, text: `${stats.prompts} prompts in ${stats.categories} categories` },
    { icon: Sparkles, text: 'Works with any AI model' },
    { icon: Mail, text: 'Instant delivery' },
    { icon: ShieldCheck, text: '30-day money-back guarantee' },
    { icon: InfinityIcon, text: 'Lifetime access' },
  ].filter((b): b is { icon: typeof Star; text: string } => Boolean(b))
  return (
    <ul
      aria-label="Why PromptMarket"
      className="flex min-h-8 flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-slate-700"
    >
      {badges.map((b) => (
        <li key={b.text} className="flex items-center gap-2">
          <b.icon className="size-4 text-brand-600" aria-hidden />
          {b.text}
        </li>
      ))}
    </ul>
  )
}
