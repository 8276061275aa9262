import { Badge } from '../../../components/ui/badge.tsx'
import { cn } from '../../../lib/cn.ts'

const tones: Record<string, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  ready: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  draft: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  pending: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  archived: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
  redeemed: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
  inactive: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
  refunded: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
  failed: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  rejected: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  suspicious_activity: 'bg-red-50 text-red-800 ring-1 ring-red-200',
}

/** A status word with a colour that matches its meaning; the word itself carries the meaning. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge className={cn('whitespace-nowrap capitalize', tones[status], className)}>
      {status.replace(/_/g, ' ')}
    </Badge>
  )
}
