import { Link } from 'react-router'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { toastError } from '../../lib/toast-error.ts'
import {
  contactStatuses,
  type ContactMessageItem,
  type ContactStatus,
} from '../../../shared/support/contact.ts'
import { useContactMessages } from '../../features/admin/api/get-contact-messages.ts'
import { useSetContactStatus } from '../../features/admin/api/update-contact-message.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { ContactReplyForm } from '../../features/admin/components/contact-reply-form.tsx'
import { FilterSelect } from '../../features/admin/components/filter-select.tsx'
import { useUrlFilters } from '../../features/admin/hooks/use-url-filters.ts'
import { formatDateTime } from '../../features/admin/lib/format.ts'

const isStatus = (s: string | null): s is ContactStatus => contactStatuses.some((x) => x === s)

export default function AdminMessagesPage() {
  const { params, setFilter } = useUrlFilters()
  const raw = params.get('status')
  const status = isStatus(raw) ? raw : undefined
  const messages = useContactMessages(status)
  return (
    <AdminPage
      title="Messages"
      description="What visitors and members sent through the contact form, newest first."
    >
      <Card className="p-4">
        <div className="max-w-xs">
          <FilterSelect
            id="messages-status"
            label="Status"
            value={status ?? ''}
            onChange={(v) => setFilter('status', v)}
            options={[
              { value: 'open', label: 'Open' },
              { value: 'closed', label: 'Closed' },
            ]}
          />
        </div>
      </Card>
      {messages.isPending ? (
        <PageSpinner />
      ) : messages.isError ? (
        <EmptyState>Could not load the messages. Please try again.</EmptyState>
      ) : messages.data.items.length === 0 ? (
        <EmptyState>No messages{status ? ` ${status}` : ''}.</EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Messages">
          {messages.data.items.map((m) => (
            <li key={m.id}>
              <MessageCard message={m} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  )
}

function MessageCard({ message: m }: { message: ContactMessageItem }) {
  const setStatus = useSetContactStatus()
  const next: ContactStatus = m.status === 'open' ? 'closed' : 'open'
  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid="contact-message">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-slate-900">
            {m.topicLabel} <span className="font-normal text-slate-500">from</span> {m.name}
          </h3>
          <p className="break-all text-sm text-slate-600">
            <a className="text-brand-700 hover:underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>
            {m.userId ? (
              <>
                {' · '}
                <Link className="text-brand-700 hover:underline" to={paths.admin.user(m.userId)}>
                  member
                </Link>
              </>
            ) : (
              ' · visitor'
            )}
            {' · '}
            {formatDateTime(m.createdAt)}
          </p>
          {(m.orderNumber || m.orderReference) && (
            <p className="text-sm text-slate-600">
              Order:{' '}
              {m.orderNumber ? (
                <span className="font-mono">{m.orderNumber}</span>
              ) : (
                <span className="font-mono">{m.orderReference}</span>
              )}
              {m.orderReference && ' (as typed by the visitor)'}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <span
            className={
              m.status === 'open'
                ? 'rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200'
                : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200'
            }
          >
            {m.status === 'open' ? 'Open' : 'Closed'}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={setStatus.isPending}
            onClick={() =>
              setStatus.mutate(
                { id: m.id, status: next },
                {
                  onSuccess: () => toast.success(next === 'closed' ? 'Message closed' : 'Message reopened'),
                  onError: (err) => toastError(err, 'Could not change the status'),
                },
              )
            }
          >
            {next === 'closed' ? 'Close' : 'Reopen'}
          </Button>
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
        {m.message}
      </p>
      {m.replies.length > 0 && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-700">Replies</h4>
          {m.replies.map((r) => (
            <div key={r.id} className="rounded-xl border border-brand-100 bg-brand-50/40 p-3 text-sm">
              <p className="mb-1 text-xs text-slate-500">
                {formatDateTime(r.createdAt)}
                {r.adminEmail ? ` by ${r.adminEmail}` : ''}
              </p>
              <p className="whitespace-pre-wrap break-words text-slate-800">{r.body}</p>
            </div>
          ))}
        </div>
      )}
      <ContactReplyForm messageId={m.id} to={m.email} />
    </Card>
  )
}
