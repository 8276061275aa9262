import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { Input, Label } from '../../components/ui/input.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import type { AdminOrder, RefundRequestItem } from '../../../shared/admin/orders.ts'
import { orderKinds, orderStatuses } from '../../../shared/payments/order-kind.ts'
import { useOrders, type OrderFilters } from '../../features/admin/api/get-orders.ts'
import { useRefundRequests } from '../../features/admin/api/get-refund-requests.ts'
import { FilterSelect } from '../../features/admin/components/filter-select.tsx'
import { useUrlFilters } from '../../features/admin/hooks/use-url-filters.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { DataTable } from '../../features/admin/components/data-table.tsx'
import { RefundDialog, type RefundTarget } from '../../features/admin/components/refund-dialog.tsx'
import { RejectRequestDialog } from '../../features/admin/components/reject-request-dialog.tsx'
import { StatusBadge } from '../../features/admin/components/status-badge.tsx'
import { formatDate, formatDateTime, formatDollars } from '../../features/admin/lib/format.ts'

const kindLabels: Record<string, string> = { credits: 'Credit package', gift: 'Gift card', prompt: 'Prompt' }

export default function AdminOrdersPage() {
  const { params, setFilter } = useUrlFilters()
  const filters: OrderFilters = {
    ...(params.get('status') ? { status: params.get('status')! } : {}),
    ...(params.get('kind') ? { kind: params.get('kind')! } : {}),
    ...(params.get('email') ? { email: params.get('email')! } : {}),
  }
  const [email, setEmail] = useState(filters.email ?? '')
  const [refunding, setRefunding] = useState<RefundTarget | null>(null)
  const [rejecting, setRejecting] = useState<string | null>(null)
  const orders = useOrders(filters)
  const requests = useRefundRequests()
  const rows = orders.data?.pages.flatMap((p) => p.items) ?? []

  return (
    <AdminPage
      title="Orders"
      description="Every checkout with its status and provider. Paid orders can be refunded within the 30-day money-back guarantee."
    >
      <RefundRequests
        items={requests.data?.items ?? []}
        loading={requests.isPending}
        onRefund={(r) =>
          r.order &&
          setRefunding({
            id: r.orderId,
            kind: r.order.kind,
            item: r.order.item,
            amountCents: r.order.amountCents,
            userEmail: r.userEmail,
          })
        }
        onReject={(id) => setRejecting(id)}
      />

      <Card className="p-4">
        <form
          role="search"
          className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr]"
          onSubmit={(e) => {
            e.preventDefault()
            setFilter('email', email.trim())
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="orders-email">Buyer e-mail</Label>
            <div className="flex gap-2">
              <Input
                id="orders-email"
                type="search"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <Button type="submit" variant="secondary">
                Filter
              </Button>
            </div>
          </div>
          <FilterSelect
            id="orders-status"
            label="Status"
            value={filters.status ?? ''}
            onChange={(v) => setFilter('status', v)}
            options={orderStatuses.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
          />
          <FilterSelect
            id="orders-kind"
            label="Kind"
            value={filters.kind ?? ''}
            onChange={(v) => setFilter('kind', v)}
            options={orderKinds.map((k) => ({ value: k, label: kindLabels[k] }))}
          />
        </form>
      </Card>

      {orders.isPending ? (
        <PageSpinner />
      ) : orders.isError ? (
        <EmptyState>Could not load the orders. Please try again.</EmptyState>
      ) : (
        <>
          <DataTable<AdminOrder>
            caption="Orders"
            empty="No orders match these filters."
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              { header: 'When', cell: (r) => formatDateTime(r.createdAt) },
              {
                header: 'Buyer',
                cell: (r) => (
                  <Link to={paths.admin.user(r.userId)} className="text-brand-700 hover:underline">
                    {r.userEmail ?? r.userId}
                  </Link>
                ),
              },
              { header: 'Item', cell: (r) => r.item },
              { header: 'Amount', cell: (r) => formatDollars(r.amountCents) },
              { header: 'Provider', cell: (r) => r.provider },
              { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
              { header: 'Refund', cell: (r) => <RefundCell order={r} onRefund={() => setRefunding(r)} /> },
            ]}
          />
          {orders.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                disabled={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                {orders.isFetchingNextPage ? 'Loading...' : 'Show older'}
              </Button>
            </div>
          )}
        </>
      )}
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
      <RejectRequestDialog requestId={rejecting} onClose={() => setRejecting(null)} />
    </AdminPage>
  )
}

function RefundCell({ order, onRefund }: { order: AdminOrder; onRefund: () => void }) {
  if (order.refund)
    return (
      <span className="text-xs text-slate-600">
        {formatDollars(order.refund.amountCents)}
        {order.refund.partial ? ' (partial)' : ''} on {formatDate(order.refund.createdAt)}
        {order.refund.adminEmail ? ` by ${order.refund.adminEmail}` : ' (automatic, on request)'}
      </span>
    )
  if (order.status !== 'completed' || !order.refundableUntil)
    return <span className="text-xs text-slate-500">—</span>
  if (new Date(order.refundableUntil).getTime() < Date.now())
    return <span className="text-xs text-slate-500">Period ended {formatDate(order.refundableUntil)}</span>
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={onRefund}
      aria-label={`Refund ${order.item} for ${order.userEmail ?? 'this buyer'}`}
    >
      Refund
    </Button>
  )
}

function RefundRequests({
  items,
  loading,
  onRefund,
  onReject,
}: {
  items: RefundRequestItem[]
  loading: boolean
  onRefund: (r: RefundRequestItem) => void
  onReject: (id: string) => void
}) {
  const pending = items.filter((r) => r.status === 'pending')
  if (loading) return null
  return (
    <DataTable<RefundRequestItem>
      caption={`Refund requests (${pending.length} pending)`}
      empty="No refund requests."
      rows={items.slice(0, 20)}
      rowKey={(r) => r.id}
      columns={[
        { header: 'Asked', cell: (r) => formatDateTime(r.createdAt) },
        { header: 'Buyer', cell: (r) => r.userEmail ?? r.userId },
        {
          header: 'Order',
          cell: (r) =>
            r.order ? `${r.order.item} · ${formatDollars(r.order.amountCents)}` : 'Order not found',
        },
        { header: 'Reason', cell: (r) => r.reason },
        {
          header: 'Decision',
          cell: (r) =>
            r.status === 'pending' ? (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={r.order?.status !== 'completed'}
                  onClick={() => onRefund(r)}
                >
                  Refund
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onReject(r.id)}>
                  Decline
                </Button>
              </div>
            ) : (
              <span className="text-xs text-slate-600">
                <StatusBadge status={r.status} /> {formatDate(r.decidedAt)}
                {r.decidedByEmail ? ` by ${r.decidedByEmail}` : ''}
              </span>
            ),
        },
      ]}
    />
  )
}
