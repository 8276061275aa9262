import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { categories } from '../../../../shared/catalog/categories.ts'
import { paths } from '../../../config/paths.ts'
import { useCatalogSummary, useTemplateSamples } from '../../catalog/public.ts'
import { useLoggedError } from '../hooks/use-logged-error.ts'
import { rememberCategory } from '../remembered-category.ts'
import { CategoryIcon } from './category-icon.tsx'
import { TierBadge } from './tier-badge.tsx'

const previewsPerCategory = 3

const previewFilters = categories.map((c) => ({ category: c.key, limit: previewsPerCategory }))

/**
 * The home page's category list: real counts, a few prompts each and 'See All' to the category page. Counts come
 * from the catalogue summary and the previews are a page of three per category, so it costs the same at any size.
 */
export function HomeCategories() {
  const { data: summary } = useCatalogSummary()
  const { lists, error } = useTemplateSamples(previewFilters)
  useLoggedError(error)
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="categories-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Explore by category
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {categories.map((c, i) => {
          const previews = lists[i] ?? []
          const count = summary?.categories[c.key]?.count ?? previews.length
          return (
            <li
              key={c.key}
              className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <CategoryIcon category={c.key} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{c.name}</h3>
                  <p className="text-sm text-slate-600">
                    {count} {count === 1 ? 'prompt' : 'prompts'}
                  </p>
                </div>
              </div>
              <p className="mt-3 text-sm text-slate-600">{c.description}</p>
              {previews.length > 0 && (
                <ul className="mt-2 space-y-0.5">
                  {previews.map((t) => (
                    <li key={t.id} className="flex items-center justify-between gap-2 text-sm">
                      <Link
                        to={paths.prompt(t)}
                        onClick={() => rememberCategory(c.key)}
                        className="truncate py-1 text-slate-800 underline-offset-4 hover:text-brand-700 hover:underline"
                      >
                        {t.name}
                      </Link>
                      <TierBadge tier={t.tier} className="shrink-0" />
                    </li>
                  ))}
                </ul>
              )}
              <Link
                to={paths.category(c.key)}
                className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 hover:underline"
                aria-label={`See All ${c.name} prompts`}
              >
                See All <ArrowRight className="size-4" aria-hidden />
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
