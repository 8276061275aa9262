import { Link } from 'react-router'
import type { CreatorByline as Byline } from '../../../../shared/creators/creator.ts'
import { paths } from '../../../config/paths.ts'
import { cn } from '../../../lib/cn.ts'

/** "by PromptMarket", linking to the creator's page; above a card's whole-card link, so it is its own target. */
export function CreatorByline({ creator, className }: { creator: Byline | null; className?: string }) {
  if (!creator) return null
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      by{' '}
      <Link
        to={paths.creator(creator.handle)}
        className="relative z-10 font-medium text-brand-700 hover:underline"
        data-testid="creator-link"
      >
        {creator.displayName}
      </Link>
    </p>
  )
}
