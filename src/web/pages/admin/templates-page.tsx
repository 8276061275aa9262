import { useState } from 'react'
import { Link } from 'react-router'
import { Plus, Search } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { Input, Label } from '../../components/ui/input.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { categories } from '../../../shared/catalog/categories.ts'
import { tierLabel, tiers } from '../../../shared/catalog/tiers.ts'
import { templateStatuses } from '../../../shared/admin/template-input.ts'
import { useAdminTemplates, type AdminTemplateFilters } from '../../features/admin/api/get-admin-templates.ts'
import { FilterSelect } from '../../features/admin/components/filter-select.tsx'
import { useUrlFilters } from '../../features/admin/hooks/use-url-filters.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { StatusBadge } from '../../features/admin/components/status-badge.tsx'
import { formatDateTime, formatDollars } from '../../features/admin/lib/format.ts'

export default function AdminTemplatesPage() {
  const { params, setFilter } = useUrlFilters()
  const filters = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    tier: params.get('tier') ?? '',
  } as AdminTemplateFilters
  const [text, setText] = useState(filters.q ?? '')
  const { data, isPending, isError, isFetching } = useAdminTemplates(filters)

  return (
    <AdminPage
      title="Templates"
      description="Every template in every status. Drafts and archived templates stay out of the storefront and search."
      actions={
        <Button asChild>
          <Link to={paths.admin.newTemplate()}>
            <Plus aria-hidden /> New template
          </Link>
        </Button>
      }
    >
      <Card className="p-4">
        <form
          role="search"
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
          onSubmit={(e) => {
            e.preventDefault()
            setFilter('q', text.trim())
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="template-search">Search</Label>
            <div className="flex gap-2">
              <Input
                id="template-search"
                type="search"
                value={text}
                placeholder="Name, slug or description"
                onChange={(e) => setText(e.target.value)}
              />
              <Button type="submit" variant="secondary" aria-label="Search templates">
                <Search aria-hidden />
              </Button>
            </div>
          </div>
          <FilterSelect
            id="filter-status"
            label="Status"
            value={filters.status ?? ''}
            onChange={(v) => setFilter('status', v)}
            options={templateStatuses.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
          />
          <FilterSelect
            id="filter-category"
            label="Category"
            value={filters.category ?? ''}
            onChange={(v) => setFilter('category', v)}
            options={categories.map((c) => ({ value: c.key, label: c.name }))}
          />
          <FilterSelect
            id="filter-tier"
            label="Tier"
            value={filters.tier ?? ''}
            onChange={(v) => setFilter('tier', v)}
            options={tiers.map((t) => ({ value: t, label: tierLabel(t) }))}
          />
        </form>
      </Card>

      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState>Could not load the templates. Please try again.</EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState>No templates match these filters.</EmptyState>
      ) : (
        <Card className="overflow-hidden" aria-busy={isFetching}>
          <p className="border-b border-slate-200 px-4 py-2 text-sm text-slate-600" aria-live="polite">
            {data.items.length} template{data.items.length === 1 ? '' : 's'}
          </p>
          <ul className="divide-y divide-slate-200">
            {data.items.map((t) => (
              <li
                key={t.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50"
              >
                <div className="min-w-0 flex-1 basis-64">
                  <Link
                    to={paths.admin.template(t.id)}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {t.name}
                  </Link>
                  <p className="truncate text-xs text-slate-500">
                    {t.category} · /{t.staticPage ? 'prompts' : 'prompt'}/{t.staticPage ? t.slug : t.id}
                  </p>
                </div>
                <StatusBadge status={t.status} />
                <span className="w-16 text-sm capitalize text-slate-700">{t.tier}</span>
                <span className="w-32 text-sm text-slate-700">
                  {t.creditsCost} cr · {formatDollars(t.priceCents)}
                </span>
                <span className="w-28 text-sm text-slate-600">
                  {t.questionCount} question{t.questionCount === 1 ? '' : 's'}
                </span>
                <span className="w-20 text-sm text-slate-600">
                  {t.owners} owner{t.owners === 1 ? '' : 's'}
                </span>
                <span className="w-44 whitespace-nowrap text-xs text-slate-500">
                  Saved {formatDateTime(t.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </AdminPage>
  )
}
