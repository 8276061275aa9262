import { Link } from 'react-router'
import { ChevronRight, FileText } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import type { StudioTemplateSummary } from '../../../../shared/studio/studio-template.ts'
import { StudioBadge } from './studio-badge.tsx'

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' })

/** The creator's templates, each a link to its editor, with where it stands and the reviewer's reasons. */
export function StudioTemplateList({ templates }: { templates: StudioTemplateSummary[] }) {
  if (templates.length === 0)
    return (
      <Card className="space-y-2 p-8 text-center" data-testid="studio-empty">
        <FileText className="mx-auto size-10 text-slate-400" aria-hidden />
        <h2 className="text-lg font-semibold text-slate-900">No templates yet</h2>
        <p className="text-slate-600">
          Start with <strong>New template</strong>. Your draft stays private until you submit it for review.
        </p>
      </Card>
    )
  return (
    <ul className="space-y-3" aria-label="Your templates">
      {templates.map((t) => (
        <li key={t.id}>
          <Link
            to={paths.studio.template(t.id)}
            className="group block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-5"
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="min-w-0 break-words font-semibold text-slate-900">{t.name}</h2>
                  <StudioBadge template={t} />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {t.latest ? `Version ${t.latest.version}` : 'No version yet'}
                  {t.currentVersion ? ` · version ${t.currentVersion} on sale` : ''} · changed{' '}
                  {dateFormat.format(new Date(t.updatedAt))}
                </p>
                {t.latest?.reviewReasons ? (
                  <p className="mt-2 whitespace-pre-wrap rounded-xl bg-rose-50 p-3 text-sm text-rose-900">
                    <strong>Reviewer's reasons:</strong> {t.latest.reviewReasons}
                  </p>
                ) : null}
              </div>
              <ChevronRight
                className="mt-1 size-5 shrink-0 text-slate-400 group-hover:text-brand-600"
                aria-hidden
              />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
