import { useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ArrowRight, BookOpen, Search, Star } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { paths } from '../../../config/paths.ts'
import { cn } from '../../../lib/cn.ts'
import { categories } from '../../../../shared/catalog/categories.ts'
import { tierLabel, type Tier } from '../../../../shared/catalog/tiers.ts'
import type { LibraryItem } from '../../../../shared/library/library-item.ts'
import type { CustomizationNavigationState } from '../../../../shared/customization/navigation-state.ts'
import { RatingDialog } from './rating-dialog.tsx'
import { StarsShown } from './star-input.tsx'
import { UpdateAvailableButton } from './update-available-button.tsx'
import { LocalDate } from '../../../components/ui/local-date.tsx'

// Search and sort appear once the library no longer fits at a glance.
export const longLibrary = 6

type Sort = 'newest' | 'oldest' | 'name'

const tierClass: Record<Tier, string> = {
  daily: 'bg-teal-50 text-daily',
  boost: 'bg-violet-50 text-boost',
  super: 'bg-orange-50 text-super',
}

/** The library grouped by category (spec 2); each item opens the Customisation Tool for that prompt. */
export function LibraryList({ items }: { items: LibraryItem[] }) {
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<Sort>('newest')
  const isLong = items.length > longLibrary

  const groups = useMemo(() => {
    const q = query.trim().toLowerCase()
    const shown = items.filter(
      (i) =>
        !q || i.template.name.toLowerCase().includes(q) || i.template.description.toLowerCase().includes(q),
    )
    const sorted = [...shown].sort((a, b) =>
      sort === 'name'
        ? a.template.name.localeCompare(b.template.name)
        : sort === 'oldest'
          ? a.purchasedAt.localeCompare(b.purchasedAt)
          : b.purchasedAt.localeCompare(a.purchasedAt),
    )
    return categories
      .map((c) => ({ category: c, items: sorted.filter((i) => i.template.categoryKey === c.key) }))
      .filter((g) => g.items.length > 0)
  }, [items, query, sort])

  return (
    <div className="space-y-6">
      {isLong ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1">
            <Label htmlFor="library-search">Search your library</Label>
            <div className="relative">
              <Search
                className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <Input
                id="library-search"
                type="search"
                className="pl-9"
                placeholder="Name or description"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
          </div>
          <div className="space-y-1 sm:w-48">
            <Label htmlFor="library-sort">Sort by</Label>
            <select
              id="library-sort"
              value={sort}
              onChange={(e) => setSort(e.target.value as Sort)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
              <option value="name">Name A–Z</option>
            </select>
          </div>
        </div>
      ) : null}

      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No prompts in your library match “{query.trim()}”.
        </p>
      ) : (
        groups.map(({ category, items: groupItems }) => (
          <section key={category.key} aria-labelledby={`library-${category.key}`} className="space-y-3">
            <h3
              id={`library-${category.key}`}
              className="flex items-center gap-2 font-semibold text-slate-900"
            >
              {category.name}
              <span className="text-sm font-normal text-slate-500">({groupItems.length})</span>
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2">
              {groupItems.map((item) => (
                <li key={item.purchaseId}>
                  <LibraryItemCard item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}

function LibraryItemCard({ item }: { item: LibraryItem }) {
  const navigate = useNavigate()
  const [rating, setRating] = useState(false)
  const t = item.template
  const open = () => {
    const state: CustomizationNavigationState = { promptId: item.promptId, clearAutoSave: true }
    navigate(paths.customization(), { state })
  }
  return (
    <Card className="flex h-full flex-col p-4" data-testid="library-item" data-prompt-id={item.promptId}>
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold leading-snug text-slate-900">
          <Link to={paths.prompt(t)} className="hover:underline">
            {t.name}
          </Link>
        </h4>
        <Badge className={cn('shrink-0', tierClass[t.tier])}>{tierLabel(t.tier)}</Badge>
      </div>
      {item.update ? (
        <div className="mt-2">
          <UpdateAvailableButton item={item} update={item.update} />
        </div>
      ) : null}
      <p className="mt-1 line-clamp-2 text-sm text-slate-600">{t.description}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1">
          <BookOpen className="size-3.5" aria-hidden />
          {t.questionCount} questions
        </span>
        <span>
          Added <LocalDate iso={item.purchasedAt} />
        </span>
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <button
          type="button"
          onClick={() => setRating(true)}
          className="inline-flex items-center gap-1.5 rounded-md px-1 py-1 text-sm text-slate-600 hover:text-slate-900"
        >
          {item.myRating ? (
            <>
              <StarsShown
                stars={item.myRating.stars}
                label={`Your rating: ${item.myRating.stars} out of 5`}
              />
              <span className="sr-only">Change rating of {t.name}</span>
            </>
          ) : (
            <>
              <Star className="size-4" aria-hidden />
              Rate<span className="sr-only"> {t.name}</span>
            </>
          )}
        </button>
        <Button size="sm" onClick={open}>
          Customize<span className="sr-only"> {t.name}</span>
          <ArrowRight aria-hidden />
        </Button>
      </div>
      <RatingDialog
        open={rating}
        onOpenChange={setRating}
        prompt={{ id: item.promptId, name: t.name }}
        current={item.myRating}
      />
    </Card>
  )
}
