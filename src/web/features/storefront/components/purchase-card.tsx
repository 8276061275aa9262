import { CheckCircle2 } from 'lucide-react'
import type { PublicTemplate } from '../../../../shared/catalog/public-template.ts'
import { toDisplayCard } from '../../../../shared/catalog/display-card.ts'
import { Card } from '../../../components/ui/card.tsx'
import { PurchaseButton } from '../../purchases/public.ts'

export const assurances = [
  'Instant delivery to your email',
  '30-day money-back guarantee',
  'Works with any AI model',
  'Lifetime access',
]

/** The sticky purchase card of the detail pages: AUD price with two decimals, credits and the assurances. */
export function PurchaseCard({ template }: { template: PublicTemplate }) {
  const card = toDisplayCard(template)
  return (
    <Card className="p-5 sm:p-6" data-testid="purchase-card">
      <p className="text-sm font-medium text-slate-600">One-time purchase</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">{card.priceText}</p>
      <p className="text-sm text-slate-600">or {card.credits} credits</p>
      <div className="mt-5">
        <PurchaseButton template={{ id: template.id, name: template.name }} />
      </div>
      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        {assurances.map((a) => (
          <li key={a} className="flex items-center gap-2">
            <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden />
            {a}
          </li>
        ))}
      </ul>
    </Card>
  )
}
