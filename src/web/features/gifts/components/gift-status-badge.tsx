import { CalendarClock, CheckCircle2, MailCheck, Undo2 } from 'lucide-react'
import { Badge } from '../../../components/ui/badge.tsx'
import { cn } from '../../../lib/cn.ts'
import type { GiftDeliveryStatus } from '../../../../shared/gifts/gift-recipient.ts'

const look: Record<GiftDeliveryStatus, { label: string; className: string; Icon: typeof MailCheck }> = {
  scheduled: {
    label: 'Scheduled',
    className: 'bg-amber-50 text-amber-900 ring-amber-200',
    Icon: CalendarClock,
  },
  sent: { label: 'Sent', className: 'bg-sky-50 text-sky-900 ring-sky-200', Icon: MailCheck },
  redeemed: {
    label: 'Redeemed',
    className: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    Icon: CheckCircle2,
  },
  refunded: { label: 'Refunded', className: 'bg-slate-100 text-slate-700 ring-slate-200', Icon: Undo2 },
}

/** Where a gift card stands: scheduled, sent, redeemed (or refunded). */
export function GiftStatusBadge({ status }: { status: GiftDeliveryStatus }) {
  const { label, className, Icon } = look[status]
  return (
    <Badge className={cn('ring-1 ring-inset', className)} data-testid="gift-status">
      <Icon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  )
}
