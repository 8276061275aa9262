import type { ComponentProps, ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '../lib/cn.ts'
import { Card } from './ui/card.tsx'

/**
 * A row of a list as a card: an icon tile, the title, a line of facts and an optional summary, with its
 * actions beside it (below it on phones). `children` go under the summary.
 */
export function ItemCard({
  icon: Icon,
  iconClassName,
  title,
  heading: Heading = 'h3',
  meta,
  summary,
  actions,
  children,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & {
  icon: LucideIcon
  iconClassName: string
  title: string
  heading?: 'h3' | 'h4'
  meta: ReactNode
  summary?: string | null
  actions: ReactNode
}) {
  return (
    <Card className={cn('flex flex-col gap-3 p-4 sm:flex-row sm:items-center', className)} {...props}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className={cn('grid size-10 shrink-0 place-items-center rounded-lg', iconClassName)}>
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <Heading className="line-clamp-2 break-words font-semibold text-slate-900">{title}</Heading>
          <p className="text-sm text-slate-600">{meta}</p>
          {summary ? <p className="mt-1 line-clamp-2 text-sm text-slate-500">{summary}</p> : null}
          {children}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">{actions}</div>
    </Card>
  )
}
