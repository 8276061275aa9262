import { Link, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { Card } from '../../components/ui/card.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { useUserOverview } from '../../features/admin/api/get-user-overview.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { AdjustBalanceForm } from '../../features/admin/components/adjust-balance-form.tsx'
import { DataTable } from '../../features/admin/components/data-table.tsx'
import { DetailsText } from '../../features/admin/components/details-text.tsx'
import { StatusBadge } from '../../features/admin/components/status-badge.tsx'
import { formatDateTime, formatDollars, signed } from '../../features/admin/lib/format.ts'

export default function AdminUserPage() {
  const { id = '' } = useParams()
  const { data: u, isPending, isError } = useUserOverview(id)
  const back = (
    <Link
      to={paths.admin.users()}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Find another user
    </Link>
  )
  if (isPending) return <PageSpinner />
  if (isError)
    return (
      <AdminPage title="User">
        {back}
        <EmptyState>Account not found.</EmptyState>
      </AdminPage>
    )

  return (
    <AdminPage
      title={u.email}
      description={`${u.fullName} · member code ${u.memberCode} · joined ${formatDateTime(u.createdAt)}`}
    >
      {back}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card className="space-y-3 p-4 sm:p-6">
          <p className="text-sm text-slate-600">Balance</p>
          <p className="text-4xl font-bold tracking-tight text-slate-900" data-testid="admin-user-balance">
            {u.balance} <span className="text-base font-medium text-slate-600">credits</span>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">Role</dt>
            <dd className="capitalize">{u.role}</dd>
            <dt className="text-slate-500">E-mail</dt>
            <dd>{u.emailVerified ? 'Confirmed' : 'Not confirmed'}</dd>
            <dt className="text-slate-500">Phone</dt>
            <dd>{u.phoneNumber ?? '—'}</dd>
            <dt className="text-slate-500">Referred by</dt>
            <dd>{u.referredBy ?? '—'}</dd>
          </dl>
        </Card>
        <Card className="p-4 sm:p-6">
          <h3 className="mb-3 text-base font-semibold">Adjust the balance</h3>
          <AdjustBalanceForm userId={u.id} balance={u.balance} />
        </Card>
      </div>

      <DataTable
        caption="Ledger"
        empty="No ledger rows yet."
        rows={u.ledger}
        rowKey={(r) => r.id}
        columns={[
          { header: 'When', cell: (r) => formatDateTime(r.createdAt) },
          {
            header: 'Change',
            cell: (r) => (
              <span className={r.amount < 0 ? 'text-red-700' : 'text-emerald-700'}>{signed(r.amount)}</span>
            ),
          },
          { header: 'Balance after', cell: (r) => r.balanceAfter },
          { header: 'Type', cell: (r) => r.type.replace(/_/g, ' ') },
          { header: 'Description', cell: (r) => r.description },
        ]}
      />
      <DataTable
        caption="Purchases"
        empty="No purchases yet."
        rows={u.purchases}
        rowKey={(r) => r.id}
        columns={[
          { header: 'When', cell: (r) => formatDateTime(r.createdAt) },
          { header: 'Prompt', cell: (r) => r.promptName ?? r.promptId },
          {
            header: 'Paid with',
            cell: (r) => (r.method === 'credits' ? `${r.creditsSpent} credits` : 'Card'),
          },
          { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
        ]}
      />
      <DataTable
        caption="Orders"
        empty="No orders yet."
        rows={u.orders}
        rowKey={(r) => r.id}
        columns={[
          { header: 'When', cell: (r) => formatDateTime(r.createdAt) },
          { header: 'Kind', cell: (r) => r.kind },
          { header: 'Amount', cell: (r) => formatDollars(r.amountCents) },
          { header: 'Provider', cell: (r) => r.provider },
          { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
        ]}
      />
      <DataTable
        caption="Security events"
        empty="No security events."
        rows={u.securityEvents}
        rowKey={(r) => r.id}
        columns={[
          { header: 'When', cell: (r) => formatDateTime(r.createdAt) },
          { header: 'Type', cell: (r) => <StatusBadge status={r.type} /> },
          { header: 'Address', cell: (r) => r.ip ?? '—' },
          { header: 'Details', cell: (r) => <DetailsText details={r.details} /> },
        ]}
      />
    </AdminPage>
  )
}
