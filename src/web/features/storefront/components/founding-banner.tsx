import { Link } from 'react-router'
import { Users } from 'lucide-react'
import { foundingMembers, type StoreStats } from '../../../../shared/catalog/storefront.ts'
import { paths } from '../../../config/paths.ts'
import { formatWholeNumber } from '../../../lib/plain-format.ts'

/**
 * The 'first 1000 users' banner with the real count of confirmed members (the spec's 843 was a fixed figure).
 * Hidden once the first 1,000 have joined, and while the figure is unknown.
 */
export function FoundingBanner({ stats, signedIn }: { stats: StoreStats | undefined; signedIn: boolean }) {
  if (!stats || stats.members >= foundingMembers) return null
  const percent = (stats.members / foundingMembers) * 100
  return (
    <section
      aria-labelledby="founding-heading"
      className="rounded-2xl bg-gradient-to-r from-brand-700 to-violet-700 p-5 text-white shadow-md sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Users className="mt-0.5 size-6 shrink-0" aria-hidden />
          <div>
            <h2 id="founding-heading" className="text-lg font-semibold">
              Be one of our first {formatWholeNumber(foundingMembers)} members
            </h2>
            <p className="mt-1 text-sm text-indigo-100" data-testid="founding-count">
              {stats.members === 0
                ? 'No one has joined yet: the first place is yours.'
                : `${formatWholeNumber(stats.members)} of the first ${formatWholeNumber(foundingMembers)} have joined so far (${percent.toFixed(1)}%).`}
            </p>
          </div>
        </div>
        {!signedIn && (
          <Link
            to={paths.signup()}
            className="inline-flex h-10 shrink-0 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-indigo-50"
          >
            Join now
          </Link>
        )}
      </div>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-white/25"
        role="progressbar"
        aria-label="Founding members joined"
        aria-valuemin={0}
        aria-valuemax={foundingMembers}
        aria-valuenow={stats.members}
      >
        <div className="h-full rounded-full bg-white" style={{ width: `${percent}%` }} />
      </div>
    </section>
  )
}
