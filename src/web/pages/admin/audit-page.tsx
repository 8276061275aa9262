import { Link, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { Label } from '../../components/ui/input.tsx'
import { NativeSelect } from '../../components/ui/native-select.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { auditActionLabels, type AuditItem } from '../../../shared/admin/audit.ts'
import { useAudit } from '../../features/admin/api/get-audit.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { DataTable } from '../../features/admin/components/data-table.tsx'
import { DetailsText } from '../../features/admin/components/details-text.tsx'
import { formatDateTime } from '../../features/admin/lib/format.ts'

export default function AdminAuditPage() {
  const [params, setParams] = useSearchParams()
  const action = params.get('action') ?? ''
  const target = params.get('target') ?? ''
  const audit = useAudit({ ...(action ? { action } : {}), ...(target ? { target } : {}) })
  const rows = audit.data?.pages.flatMap((p) => p.items) ?? []

  return (
    <AdminPage title="Audit log" description="Every admin action: who did what, and when.">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-64 space-y-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect
            id="audit-action"
            value={action}
            onChange={(e) =>
              setParams(
                (prev) => {
                  const next = new URLSearchParams(prev)
                  if (e.target.value) next.set('action', e.target.value)
                  else next.delete('action')
                  return next
                },
                { replace: true },
              )
            }
          >
            <option value="">All actions</option>
            {Object.entries(auditActionLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {target && (
          <p className="text-sm text-slate-600">
            About <span className="font-mono">{target}</span>{' '}
            <Link to={paths.admin.audit()} className="text-brand-700 hover:underline">
              (show all)
            </Link>
          </p>
        )}
      </div>
      {audit.isPending ? (
        <PageSpinner />
      ) : audit.isError ? (
        <EmptyState>Could not load the audit log. Please try again.</EmptyState>
      ) : (
        <>
          <DataTable<AuditItem>
            caption="Admin actions"
            empty="No admin actions recorded yet."
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              {
                header: 'When',
                cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>,
              },
              {
                header: 'Who',
                cell: (r) =>
                  r.adminEmail ??
                  (r.adminId === 'cli'
                    ? 'Command line'
                    : r.adminId === 'auto-refund'
                      ? 'Automatic (buyer request)'
                      : r.adminId),
              },
              { header: 'What', cell: (r) => auditActionLabels[r.action] ?? r.action },
              { header: 'About', cell: (r) => <TargetLink item={r} /> },
              { header: 'Details', cell: (r) => <DetailsText details={r.details} /> },
            ]}
          />
          {audit.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                disabled={audit.isFetchingNextPage}
                onClick={() => void audit.fetchNextPage()}
              >
                {audit.isFetchingNextPage ? 'Loading...' : 'Show older'}
              </Button>
            </div>
          )}
        </>
      )}
    </AdminPage>
  )
}

function TargetLink({ item }: { item: AuditItem }) {
  if (!item.target) return <>—</>
  const to = item.action.startsWith('template.')
    ? paths.admin.template(item.target)
    : item.action.startsWith('balance.') || item.action.startsWith('role.')
      ? paths.admin.user(item.target)
      : null
  const label =
    typeof item.details.name === 'string'
      ? item.details.name
      : typeof item.details.email === 'string'
        ? item.details.email
        : typeof item.details.code === 'string'
          ? item.details.code
          : item.target
  return to ? (
    <Link to={to} className="text-brand-700 hover:underline">
      {label}
    </Link>
  ) : (
    <span className="font-mono text-xs">{label}</span>
  )
}
