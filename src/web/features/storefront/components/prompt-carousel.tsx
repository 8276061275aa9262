import { useState } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { DisplayCard } from '../../../../shared/catalog/display-card.ts'
import { Button } from '../../../components/ui/button.tsx'
import { step, visibleIndexes } from '../carousel-window.ts'
import { useCardsPerView } from '../hooks/use-cards-per-view.ts'
import { PromptCard } from './prompt-card.tsx'

/**
 * The looping carousel of spec 2: 1, 2 or 3 cards per row by width; Previous/Next (and the arrow keys
 * inside it) move one card and wrap round. Give it a new `key` when its list changes to start again.
 */
export function PromptCarousel({
  cards,
  label,
  fromCategory,
}: {
  cards: DisplayCard[]
  label: string
  fromCategory: string | null
}) {
  const perView = useCardsPerView()
  const [start, setStart] = useState(0)
  const total = cards.length
  const shown = visibleIndexes(start, total, perView)
  const canMove = total > perView
  const move = (by: 1 | -1) => setStart((s) => step(s, total, by))

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(e) => {
        if (!canMove || e.altKey || e.ctrlKey || e.metaKey) return
        if (e.key === 'ArrowRight') move(1)
        else if (e.key === 'ArrowLeft') move(-1)
        else return
        e.preventDefault()
      }}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((i) => (
          <div
            key={cards[i].id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${total}`}
          >
            <PromptCard card={cards[i]} fromCategory={fromCategory} />
          </div>
        ))}
      </div>
      {canMove && (
        <div className="mt-4 flex items-center justify-center gap-3">
          <Button variant="secondary" size="icon" onClick={() => move(-1)} aria-label="Previous prompts">
            <ChevronLeft />
          </Button>
          <p className="min-w-20 text-center text-sm tabular-nums text-slate-600" aria-live="polite">
            {start + 1} / {total}
          </p>
          <Button variant="secondary" size="icon" onClick={() => move(1)} aria-label="Next prompts">
            <ChevronRight />
          </Button>
        </div>
      )}
    </section>
  )
}
