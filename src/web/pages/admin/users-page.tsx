import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Search } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { TextField } from '../../components/form-field.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { useFindUsers } from '../../features/admin/api/find-users.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { StatusBadge } from '../../features/admin/components/status-badge.tsx'
import { formatDate } from '../../features/admin/lib/format.ts'

export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams()
  const email = params.get('email') ?? ''
  const [text, setText] = useState(email)
  const { data, isFetching, isError } = useFindUsers(email)

  return (
    <AdminPage
      title="Users"
      description="Find an account by e-mail to see its balance, ledger, purchases and security events."
    >
      <Card className="p-4">
        <form
          role="search"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault()
            setParams(text.trim() ? { email: text.trim() } : {}, { replace: true })
          }}
        >
          <TextField
            id="user-email"
            label="E-mail address"
            fieldClassName="flex-1"
            type="search"
            autoComplete="off"
            placeholder="name@example.com, or part of it"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit">
            <Search aria-hidden /> Find
          </Button>
        </form>
      </Card>

      {!email ? (
        <EmptyState>Enter an e-mail address to find an account.</EmptyState>
      ) : isFetching && !data ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState>Could not search. Please try again.</EmptyState>
      ) : !data || data.items.length === 0 ? (
        <EmptyState>No account matches “{email}”.</EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-200">
            {data.items.map((u) => (
              <li
                key={u.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50"
              >
                <div className="min-w-0 flex-1 basis-60">
                  <Link
                    to={paths.admin.user(u.id)}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {u.email}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {u.name} · joined {formatDate(u.createdAt)}
                  </p>
                </div>
                {u.role === 'admin' && <StatusBadge status="admin" className="bg-brand-50 text-brand-700" />}
                {!u.emailVerified && <StatusBadge status="unconfirmed" />}
                <span className="text-sm font-medium text-slate-800">{u.balance} credits</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </AdminPage>
  )
}
