import { Link, useParams } from 'react-router'
import { Ban, Clock, Link2Off, Users } from 'lucide-react'
import { usePageMeta } from '../lib/page-meta.ts'
import { paths } from '../config/paths.ts'
import { ApiError } from '../lib/api-client.ts'
import { Badge } from '../components/ui/badge.tsx'
import { Button } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { useSharedLink } from '../features/shares/api/get-shared-link.ts'
import { PromptPanel } from '../features/open-in-model/components/prompt-panel.tsx'
import { formatShareDate } from '../features/shares/components/share-date.ts'

const problems = {
  share_link_revoked: { title: 'This link has been revoked', Icon: Ban },
  share_link_expired: { title: 'This link has expired', Icon: Clock },
  not_found: { title: 'Link not found', Icon: Link2Off },
} as const

/** /shared/:token: a read-only shared prompt, for any signed-in member (the route asks for sign-in first). */
export default function SharedLinkPage() {
  const { token = '' } = useParams()
  const link = useSharedLink(token)
  usePageMeta(
    link.data?.shared.title ?? 'Shared prompt',
    'A customized prompt shared with you on PromptMarket.',
  )

  if (link.isPending) return <PageSpinner label="Loading shared prompt..." />

  if (link.isError) {
    const code = link.error instanceof ApiError ? link.error.code : ''
    const problem = problems[code as keyof typeof problems]
    const { title, Icon } = problem ?? { title: 'Something went wrong', Icon: Link2Off }
    const message = problem
      ? link.error.message
      : 'We could not load this shared prompt. Check your connection and try again.'
    return (
      <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
        <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center" role="alert">
          <span className="grid size-12 place-items-center rounded-full bg-amber-50 text-amber-700">
            <Icon className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
          <p className="text-slate-600">{message}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {problem ? null : (
              <Button variant="secondary" onClick={() => void link.refetch()}>
                Try again
              </Button>
            )}
            <Button asChild>
              <Link to={paths.dashboard()}>Go to My Library</Link>
            </Button>
          </div>
        </Card>
      </div>
    )
  }

  const { shared } = link.data
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Badge className="bg-sky-50 text-sky-800">
        <Users className="size-3.5" aria-hidden />
        Shared with you
      </Badge>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{shared.title}</h1>
      <p className="mt-1 text-sm text-slate-600">
        Shared by {shared.ownerName}
        {shared.promptName ? ` · ${shared.promptName}` : ''} · Updated {formatShareDate(shared.updatedAt)}
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        <PromptPanel content={shared} />
      </Card>
      <p className="mt-6 text-sm text-slate-600">
        Read-only. Want to change it?{' '}
        <Link to={paths.browse()} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Browse prompts
        </Link>{' '}
        to make your own.
      </p>
    </div>
  )
}
