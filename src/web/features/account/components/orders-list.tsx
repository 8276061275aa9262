import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { formatAud } from '../../../../shared/catalog/tiers.ts'
import type { AccountOrder } from '../../../../shared/account/orders.ts'
import { useAccountOrders } from '../api/get-orders.ts'
import { formatDate } from '../lib/format.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { RefundRequestDialog } from './refund-request-dialog.tsx'

const kindLabel: Record<AccountOrder['kind'], string> = {
  credits: 'Credit package',
  gift: 'Gift card',
  prompt: 'Prompt purchase',
}

/** Every order with its receipt and, within 30 days, the money-back request. */
export function OrdersList() {
  const orders = useAccountOrders()
  const [refunding, setRefunding] = useState<AccountOrder | null>(null)
  if (orders.isPending) return <PageSpinner label="Loading your orders..." />
  if (orders.isError)
    return <p className="text-sm text-red-700">Could not load your orders. Please try again.</p>
  const items = orders.data.orders
  if (items.length === 0)
    return (
      <Card className="p-6 text-center">
        <p className="text-slate-700">You have no orders yet.</p>
        <Button asChild className="mt-4">
          <Link to={paths.credits()}>Get Credits</Link>
        </Button>
      </Card>
    )
  return (
    <>
      <ul className="space-y-3" aria-label="Orders">
        {items.map((o) => (
          <li key={o.id}>
            <Card className="p-4 sm:p-5" data-testid="order" data-order-id={o.id}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                    {kindLabel[o.kind]} · Order {o.orderNumber}
                  </p>
                  <p className="font-semibold break-words">{o.item}</p>
                  <p className="text-sm text-slate-600">
                    {formatDate(o.completedAt ?? o.createdAt)} · {formatAud(o.amountCents)}
                  </p>
                  {o.canRequestRefund && (
                    <p className="text-xs text-slate-500">
                      Money-back guarantee until {formatDate(o.refundableUntil)}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                  <OrderStatusBadge status={o.status} />
                  {(o.status === 'paid' ||
                    o.status === 'refunded' ||
                    o.status === 'refund_requested' ||
                    o.status === 'refund_declined') && (
                    <Button asChild size="sm" variant="secondary">
                      <Link
                        to={paths.account.receipt(o.id)}
                        aria-label={`Receipt for order ${o.orderNumber}`}
                      >
                        Receipt
                      </Link>
                    </Button>
                  )}
                  {o.canRequestRefund && (
                    <Button size="sm" variant="ghost" onClick={() => setRefunding(o)}>
                      Request refund
                    </Button>
                  )}
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <RefundRequestDialog order={refunding} onClose={() => setRefunding(null)} />
    </>
  )
}
