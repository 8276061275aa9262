import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'

/** The frame of a policy page: title, last-updated date, readable text, and the other policies. */
export function PolicyPage({
  title,
  description,
  lastUpdated,
  children,
}: {
  title: string
  description: string
  /** An ISO date, kept as a constant in the page's source. */
  lastUpdated: string
  children: ReactNode
}) {
  usePageMeta(title, description)
  const updated = new Date(`${lastUpdated}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">
          Last updated <time dateTime={lastUpdated}>{updated}</time>
        </p>
        <p className="mt-4 text-lg text-slate-600">{description}</p>
      </header>
      <div className="policy-text space-y-8 text-base leading-7 text-slate-700">{children}</div>
      <nav
        aria-label="Policies"
        className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-6 text-sm"
      >
        <Link className="text-brand-700 hover:underline" to={paths.terms()}>
          Terms of sale and use
        </Link>
        <Link className="text-brand-700 hover:underline" to={paths.privacy()}>
          Privacy policy
        </Link>
        <Link className="text-brand-700 hover:underline" to={paths.refundPolicy()}>
          Refund policy
        </Link>
        <Link className="text-brand-700 hover:underline" to={paths.creatorTerms()}>
          Creator terms
        </Link>
        <Link className="text-brand-700 hover:underline" to={paths.contact()}>
          Contact us
        </Link>
      </nav>
    </article>
  )
}

/** A numbered-looking section of a policy: a heading and its paragraphs and lists. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A bulleted list with comfortable spacing. */
export function PolicyList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-slate-400">{children}</ul>
}
