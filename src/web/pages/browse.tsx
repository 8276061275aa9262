import { useSearchParams } from 'react-router'
import { categoryKeys } from '../../shared/catalog/categories.ts'
import type { CategoryFilter } from '../../shared/catalog/tier-filter.ts'
import { SearchPanel } from '../features/search/components/search-panel.tsx'
import { ToolPicker } from '../features/storefront/components/tool-picker.tsx'
import { CatalogueGrid } from '../features/storefront/components/catalogue-grid.tsx'
import { usePageMeta } from '../lib/page-meta.ts'

const toCategory = (value: string | null): CategoryFilter =>
  value && (categoryKeys as string[]).includes(value) ? (value as CategoryFilter) : 'all'

export default function BrowsePage() {
  usePageMeta(
    'Browse prompts',
    'Search prompt templates, pick a category and complexity, or sort and filter the whole catalogue by price, rating and sales.',
  )
  const [params, setParams] = useSearchParams()
  const category = toCategory(params.get('category'))

  const chooseCategory = (next: CategoryFilter) => {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        if (next === 'all') p.delete('category')
        else p.set('category', next)
        return p
      },
      { preventScrollReset: true },
    )
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Browse prompts</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Find the prompt for what you need next: search, or choose a category and a complexity.
        </p>
      </header>
      <SearchPanel />
      <ToolPicker category={category} onCategoryChange={chooseCategory} />
      {/* The whole catalogue, sorted and filtered (decision 0029); the picker above stays the spec's. */}
      <CatalogueGrid />
    </div>
  )
}
