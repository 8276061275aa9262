import { Link, Navigate, useLocation, useParams } from 'react-router'
import { Button } from '../components/ui/button.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { paths } from '../config/paths.ts'
import { useTemplate } from '../features/catalog/api/get-template.ts'
import { BreakupRebuildView } from '../features/storefront/components/breakup-rebuild-view.tsx'
import { PromptDetailView } from '../features/storefront/components/prompt-detail-view.tsx'
import { ApiError } from '../lib/api-client.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { useNotFoundStatus } from '../lib/page-status.ts'

// The demo detail page of spec 2 has its own layout; every other prompt uses the one data-driven page.
const breakupRebuildId = 'breakup-rebuild'

/** /prompts/{slug} and /prompt/{id}: an id or slug that is not the prompt's own address redirects to it. */
export default function PromptDetailPage() {
  const { slug, id } = useParams()
  const key = slug ?? id ?? ''
  const { pathname } = useLocation()
  const { data: template, isPending, error } = useTemplate(key)
  usePageMeta(
    template?.name ?? (error ? 'Prompt not found' : 'Prompt'),
    template ? template.description : undefined,
  )
  const missing = !template && error instanceof ApiError && error.status < 500
  useNotFoundStatus(missing)

  if (isPending) return <PageSpinner />
  if (!template) {
    return (
      <div className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">
          {missing ? 'Prompt not found' : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-slate-600">
          {missing
            ? 'This prompt does not exist or is no longer available.'
            : 'The prompt could not be loaded. Please try again.'}
        </p>
        <Button asChild className="mt-8">
          <Link to={paths.browse()}>Back to Browse</Link>
        </Button>
      </div>
    )
  }
  const canonical = paths.prompt(template)
  if (safeDecode(pathname) !== safeDecode(canonical)) return <Navigate to={canonical} replace />
  return template.id === breakupRebuildId ? (
    <BreakupRebuildView template={template} />
  ) : (
    <PromptDetailView template={template} />
  )
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path.replace(/\/+$/, ''))
  } catch {
    return path
  }
}
