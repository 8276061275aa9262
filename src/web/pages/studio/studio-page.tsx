import { PageSpinner } from '../../components/ui/spinner.tsx'
import { Card } from '../../components/ui/card.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { usePageMeta } from '../../lib/page-meta.ts'
import { useStudioTemplates } from '../../features/studio/api/get-studio-templates.ts'
import { NewTemplateDialog } from '../../features/studio/components/new-template-dialog.tsx'
import { NotACreator } from '../../features/studio/components/not-a-creator.tsx'
import { StudioTemplateList } from '../../features/studio/components/studio-template-list.tsx'

/** /studio: the creator's templates and "New template"; members who are not creators are shown where to apply. */
export default function StudioPage() {
  usePageMeta('Studio', 'Build, edit and submit your prompt templates.')
  const { data, isPending, error, refetch } = useStudioTemplates()
  const refused = error instanceof ApiError && error.status === 403 ? error.code : null
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Studio</h1>
          <p className="mt-1 text-slate-600">
            Build your templates, check them, and submit them for review. Drafts are private.
          </p>
        </div>
        {data ? <NewTemplateDialog /> : null}
      </header>
      {isPending ? (
        <PageSpinner label="Loading your templates..." />
      ) : refused ? (
        <NotACreator suspended={refused === 'creator_suspended'} />
      ) : error ? (
        <Card className="space-y-3 p-6 text-center text-slate-700" role="alert">
          <p>Your templates could not be loaded.</p>
          <button
            type="button"
            className="font-medium text-brand-700 underline"
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </Card>
      ) : (
        <StudioTemplateList templates={data.templates} />
      )}
    </div>
  )
}
