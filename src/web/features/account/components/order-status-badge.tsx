import { Badge } from '../../../components/ui/badge.tsx'
import { cn } from '../../../lib/cn.ts'
import { buyerOrderStatusLabel, type BuyerOrderStatus } from '../../../../shared/account/orders.ts'

const tone: Record<BuyerOrderStatus, string> = {
  paid: 'bg-emerald-50 text-emerald-800',
  refunded: 'bg-slate-100 text-slate-700',
  refund_requested: 'bg-amber-50 text-amber-800',
  refund_declined: 'bg-red-50 text-red-800',
  pending: 'bg-slate-100 text-slate-600',
  cancelled: 'bg-slate-100 text-slate-600',
}

export function OrderStatusBadge({ status }: { status: BuyerOrderStatus }) {
  return <Badge className={cn(tone[status])}>{buyerOrderStatusLabel[status]}</Badge>
}
