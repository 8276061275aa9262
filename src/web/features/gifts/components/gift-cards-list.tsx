import { Link } from 'react-router'
import { Gift } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { paths } from '../../../config/paths.ts'
import { useGiftCards } from '../api/get-gift-cards.ts'
import { LocalDate } from '../../../components/ui/local-date.tsx'

/** My Library's unredeemed gift cards (spec 4: once redeemed, a card leaves the list). */
export function GiftCardsList() {
  const { data, isPending, isError } = useGiftCards()
  const items = data?.items ?? []
  return (
    <Card className="p-5" role="region" aria-labelledby="gift-cards-heading">
      <h2 id="gift-cards-heading" className="flex items-center gap-2 font-semibold">
        <Gift aria-hidden className="size-4 text-amber-600" /> Your gift cards
      </h2>
      <Link
        to={paths.giftsSent()}
        className="mt-1 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Gifts you sent to people
      </Link>
      {isPending ? (
        <div className="mt-3 h-14 animate-pulse rounded-lg bg-slate-100" aria-hidden />
      ) : isError ? (
        <p className="mt-2 text-sm text-slate-600">Your gift cards could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No unredeemed gift cards.{' '}
          <Link
            to={paths.credits()}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Buy one as a gift
          </Link>
        </p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label="Unredeemed gift cards">
          {items.map((card) => (
            <li
              key={card.id}
              className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
            >
              <div className="min-w-0 flex-1">
                <code className="block break-all font-mono text-sm font-semibold tracking-wide text-slate-900">
                  {card.code}
                </code>
                <span className="text-xs text-slate-600">
                  {card.credits} credits · bought <LocalDate iso={card.createdAt} />
                </span>
              </div>
              <CopyButton
                value={card.code}
                label={`Copy gift code ${card.code}`}
                size="icon"
                variant="ghost"
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
