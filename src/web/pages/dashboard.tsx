import { useEffect } from 'react'
import { Link } from 'react-router'
import { Compass, Library } from 'lucide-react'
import { usePageMeta } from '../lib/page-meta.ts'
import { Button } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { paths } from '../config/paths.ts'
import { useMe } from '../features/auth/api/get-me.ts'
import { useLibrary } from '../features/library/api/get-library.ts'
import { useCustomizations } from '../features/customization/api/get-customizations.ts'
import { LibraryStats } from '../features/library/components/library-stats.tsx'
import { LibraryList } from '../features/library/components/library-list.tsx'
import { SavedCustomizations } from '../features/library/components/saved-customizations.tsx'
import { LibrarySidebarExtras } from '../features/library/components/library-extras.tsx'
import { SharedWithMeList } from '../features/shares/components/shared-with-me-list.tsx'
import { WishlistSection } from '../features/wishlist/public.ts'

export default function DashboardPage() {
  usePageMeta('My Library', 'Your prompts, saved customizations and credits.')
  const { data: me } = useMe()
  const library = useLibrary()
  const saved = useCustomizations(undefined, { enabled: true })

  // Spec 8: a failed purchase-list fetch is only logged; the list stays empty.
  useEffect(() => {
    if (library.error) console.error('Failed to load library', library.error)
    if (saved.error) console.error('Failed to load saved customizations', saved.error)
  }, [library.error, saved.error])

  const items = library.data?.items ?? (library.isError ? [] : undefined)
  const categoryCount = items ? new Set(items.map((i) => i.template.categoryKey)).size : undefined

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Library</h1>
          <p className="mt-1 text-slate-600">Your prompts are yours for life. Pick one to customize it.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost">
            <Link to={paths.account.home()}>Account</Link>
          </Button>
          {items && items.length > 0 ? (
            <Button asChild variant="secondary">
              <Link to={paths.browse()}>
                <Compass aria-hidden />
                Browse Prompts
              </Link>
            </Button>
          ) : null}
        </div>
      </div>

      <div className="mt-6">
        <LibraryStats balance={me?.balance} prompts={items?.length} categories={categoryCount} />
      </div>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-10">
          <section aria-labelledby="library-heading" className="space-y-4">
            <h2 id="library-heading" className="text-xl font-semibold">
              Your prompts
            </h2>
            {items === undefined ? (
              <LibrarySkeleton />
            ) : items.length === 0 ? (
              <EmptyLibrary />
            ) : (
              <LibraryList items={items} />
            )}
          </section>

          {/* The sections below the member's prompts appear once that list has arrived: drawn earlier, they moved
              down when the skeleton gave way to the list or the empty state (a layout shift of 0.05 on a phone). */}
          {items === undefined ? null : (
            <>
              <WishlistSection />

              {items.length > 0 || saved.data?.items.length ? (
                <section aria-labelledby="saved-heading" className="space-y-4">
                  <h2 id="saved-heading" className="text-xl font-semibold">
                    Saved customizations
                  </h2>
                  {saved.data ? (
                    <SavedCustomizations items={saved.data.items} />
                  ) : saved.isError ? null : (
                    <LibrarySkeleton rows={1} />
                  )}
                </section>
              ) : null}

              <section aria-labelledby="shared-heading" className="space-y-4">
                <h2 id="shared-heading" className="text-xl font-semibold">
                  Shared with me
                </h2>
                <SharedWithMeList />
              </section>
            </>
          )}
        </div>

        <aside className="space-y-4" aria-label="Account extras">
          <LibrarySidebarExtras />
          <Card className="p-5">
            <h2 className="font-semibold">Need more credits?</h2>
            <p className="mt-1 text-sm text-slate-600">
              Top up to unlock more prompts, or redeem a gift code.
            </p>
            <Button asChild className="mt-4 w-full">
              <Link to={paths.credits()}>Get Credits</Link>
            </Button>
          </Card>
        </aside>
      </div>
    </div>
  )
}

function EmptyLibrary() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Library className="size-6" aria-hidden />
      </span>
      <p className="font-medium text-slate-900">You haven't purchased any prompts yet.</p>
      <Button asChild>
        <Link to={paths.browse()}>Browse Prompts</Link>
      </Button>
    </Card>
  )
}

function LibrarySkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-hidden>
      {Array.from({ length: rows * 2 }, (_, i) => (
        <div key={i} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  )
}
