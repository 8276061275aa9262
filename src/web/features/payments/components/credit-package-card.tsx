import type { ReactNode } from 'react'
import { BadgePercent, Check, Sparkles } from 'lucide-react'
import { Badge } from '../../../components/ui/badge.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { cn } from '../../../lib/cn.ts'
import { formatAud } from '../../../../shared/catalog/tiers.ts'
import { perCreditPrice, type CreditPackage } from '../../../../shared/credits/packages.ts'

/** One credit package of spec 9: credits, AUD price, per-credit price to 2 decimals, and the badges that are facts. */
export function CreditPackageCard({
  pkg,
  actions,
  busy,
  mostPopular = false,
  bestValue = false,
}: {
  pkg: CreditPackage
  /** The best seller of the last 30 days with at least 5 sales (from GET /api/credit-packages/badges). */
  mostPopular?: boolean
  /** The lowest price per credit. */
  bestValue?: boolean
  /** The package's buttons (buy, or sign-in for visitors; the gifts issue adds buy-as-gift). */
  actions: ReactNode
  busy?: boolean
}) {
  const titleId = `package-${pkg.id}`
  return (
    <Card
      className={cn('relative flex flex-col p-6', mostPopular && 'ring-2 ring-brand-600')}
      aria-labelledby={titleId}
      aria-busy={busy}
      data-testid={`package-${pkg.id}`}
      role="group"
    >
      {mostPopular || bestValue ? (
        <div className="absolute -top-3 left-1/2 flex -translate-x-1/2 gap-2 whitespace-nowrap">
          {mostPopular && (
            <Badge className="bg-brand-600 text-white shadow-sm">
              <Sparkles className="size-3" aria-hidden />
              Most Popular
            </Badge>
          )}
          {bestValue && (
            <Badge className="bg-emerald-600 text-white shadow-sm">
              <BadgePercent className="size-3" aria-hidden />
              Best value
            </Badge>
          )}
        </div>
      ) : null}
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {pkg.name}
      </h2>
      {/* Two lines kept for every description, so the prices line up across the cards. */}
      <p className="mt-1 text-sm text-slate-600 md:min-h-10">{pkg.description}</p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{pkg.credits}</span>
        <span className="text-slate-600">credits</span>
      </p>
      <p className="mt-2 text-xl font-semibold text-slate-900">{formatAud(pkg.priceCents)}</p>
      <p className="text-sm text-slate-500">${perCreditPrice(pkg)} per credit</p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {pkg.features.map((f) => (
          <li key={f} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-2">{actions}</div>
    </Card>
  )
}
