import { Sparkles } from 'lucide-react'
import { Badge } from '../../../components/ui/badge.tsx'
import { cn } from '../../../lib/cn.ts'

export const updateBadgeClass = 'bg-amber-100 text-amber-900 ring-1 ring-amber-300'

/** "Update available": a newer version of a prompt the member owns is on sale. */
export function UpdateBadge({ className }: { className?: string }) {
  return (
    <Badge className={cn(updateBadgeClass, className)}>
      <Sparkles className="size-3.5" aria-hidden />
      Update available
    </Badge>
  )
}
