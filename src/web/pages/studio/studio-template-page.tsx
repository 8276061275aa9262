import { Link, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { Card } from '../../components/ui/card.tsx'
import { paths } from '../../config/paths.ts'
import { ApiError } from '../../lib/api-client.ts'
import { usePageMeta } from '../../lib/page-meta.ts'
import { formatAud } from '../../../shared/catalog/tiers.ts'
import { useStudioTemplate } from '../../features/studio/api/get-studio-template.ts'
import { NotACreator } from '../../features/studio/components/not-a-creator.tsx'
import { StudioBadge } from '../../features/studio/components/studio-badge.tsx'
import { StudioEditor } from '../../features/studio/components/studio-editor.tsx'

/** /studio/templates/:id: the editor of one of the creator's templates. */
export default function StudioTemplatePage() {
  const { id = '' } = useParams()
  const { data, isPending, error } = useStudioTemplate(id)
  usePageMeta(data ? `Studio · ${data.template.name}` : 'Studio')
  const refused = error instanceof ApiError && error.status === 403 ? error.code : null
  const t = data?.template
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        to={paths.studio.home()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> All my templates
      </Link>
      {isPending ? (
        <PageSpinner label="Loading the template..." />
      ) : refused ? (
        <NotACreator suspended={refused === 'creator_suspended'} />
      ) : !t ? (
        <Card className="p-6 text-center text-slate-700" role="alert">
          {error instanceof ApiError && error.status === 404
            ? 'Template not found.'
            : 'The template could not be loaded. Please try again.'}
        </Card>
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-3">
            <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t.name}
            </h1>
            <StudioBadge template={t} />
            <p className="w-full text-sm text-slate-600">
              Version {t.version.version} · {t.price.credits} credits or {formatAud(t.price.priceCents)}
            </p>
          </header>
          <StudioEditor key={`${t.id}:${t.version.version}:${t.editable}`} template={t} />
        </>
      )}
    </div>
  )
}
