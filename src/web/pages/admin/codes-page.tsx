import { useState } from 'react'
import { toast } from '../../lib/toast.ts'
import { Plus, Search } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { FieldError, Input, Label } from '../../components/ui/input.tsx'
import { TextField } from '../../components/form-field.tsx'
import { toastError } from '../../lib/toast-error.ts'
import { createMasterCodeInput } from '../../../shared/gifts/master-code.ts'
import { useMasterCodes } from '../../features/admin/api/get-master-codes.ts'
import { useCreateMasterCode } from '../../features/admin/api/create-master-code.ts'
import { useSetMasterCodeActive } from '../../features/admin/api/update-master-code.ts'
import { useGiftCode } from '../../features/admin/api/lookup-gift-code.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { DataTable } from '../../features/admin/components/data-table.tsx'
import { StatusBadge } from '../../features/admin/components/status-badge.tsx'
import { formatDateTime, formatDollars } from '../../features/admin/lib/format.ts'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { ApiError } from '../../lib/api-client.ts'

export default function AdminCodesPage() {
  const { data, isPending, isError } = useMasterCodes()
  const setActive = useSetMasterCodeActive()
  return (
    <AdminPage
      title="Codes"
      description="Master codes: multi-use, once per member, with a usage limit and an optional expiry."
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <NewMasterCode />
        <GiftCodeLookup />
      </div>
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState>Could not load the master codes. Please try again.</EmptyState>
      ) : (
        <DataTable
          caption="Master codes"
          empty="No master codes yet."
          rows={data.items}
          rowKey={(r) => r.id}
          columns={[
            { header: 'Code', cell: (r) => <span className="font-mono font-semibold">{r.code}</span> },
            { header: 'Credits', cell: (r) => r.credits },
            {
              header: 'Used',
              cell: (r) => (
                <span aria-label={`${r.uses} of ${r.maxUses} uses`}>
                  {r.uses} / {r.maxUses}
                </span>
              ),
            },
            { header: 'Expires', cell: (r) => (r.expiresAt ? formatDateTime(r.expiresAt) : 'Never') },
            {
              header: 'State',
              cell: (r) => (
                <StatusBadge
                  status={
                    !r.active
                      ? 'inactive'
                      : r.expired
                        ? 'expired'
                        : r.uses >= r.maxUses
                          ? 'used up'
                          : 'active'
                  }
                />
              ),
            },
            {
              header: 'Action',
              cell: (r) => (
                <Button
                  size="sm"
                  variant={r.active ? 'secondary' : 'ghost'}
                  disabled={setActive.isPending}
                  aria-label={`${r.active ? 'Deactivate' : 'Reactivate'} ${r.code}`}
                  onClick={() =>
                    setActive.mutate(
                      { id: r.id, active: !r.active },
                      {
                        onSuccess: (row) =>
                          toast.success(
                            row.active ? `${row.code} is active again` : `${row.code} is deactivated`,
                          ),
                        onError: (err) => toastError(err, 'Could not change the code'),
                      },
                    )
                  }
                >
                  {r.active ? 'Deactivate' : 'Reactivate'}
                </Button>
              ),
            },
          ]}
        />
      )}
    </AdminPage>
  )
}

function NewMasterCode() {
  const [code, setCode] = useState('')
  const [credits, setCredits] = useState('2')
  const [maxUses, setMaxUses] = useState('100')
  const [expires, setExpires] = useState('')
  const [error, setError] = useState<string | null>(null)
  const create = useCreateMasterCode()
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="mb-3 text-base font-semibold">New master code</h3>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault()
          const expiresAt = expires ? new Date(expires).toISOString() : undefined
          const parsed = createMasterCodeInput.safeParse({ code, credits, maxUses, expiresAt })
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
          setError(null)
          create.mutate(
            { code: parsed.data.code, credits: parsed.data.credits, maxUses: parsed.data.maxUses, expiresAt },
            {
              onSuccess: (row) => {
                toast.success(`Master code ${row.code} created`)
                setCode('')
                setExpires('')
              },
              onError: (err) => toastError(err, 'Could not create the code'),
            },
          )
        }}
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            id="mc-code"
            label="Code"
            autoCapitalize="characters"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <TextField
            id="mc-credits"
            label="Credits per member"
            inputMode="numeric"
            value={credits}
            onChange={(e) => setCredits(e.target.value)}
          />
          <TextField
            id="mc-uses"
            label="Usage limit"
            inputMode="numeric"
            value={maxUses}
            onChange={(e) => setMaxUses(e.target.value)}
          />
          <TextField
            id="mc-expires"
            label="Expires (optional)"
            type="datetime-local"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
          />
        </div>
        <FieldError>{error}</FieldError>
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden /> {create.isPending ? 'Creating...' : 'Create code'}
        </Button>
      </form>
    </Card>
  )
}

function GiftCodeLookup() {
  const [text, setText] = useState('')
  const [code, setCode] = useState('')
  const { data, isFetching, error } = useGiftCode(code)
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="mb-3 text-base font-semibold">Look up a gift code</h3>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          setCode(text.trim())
        }}
      >
        <Label htmlFor="gift-code" className="sr-only">
          Gift code
        </Label>
        <Input
          id="gift-code"
          className="font-mono uppercase"
          placeholder="ABCD-EFGH-JKMN-PQRS"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden /> Look up
        </Button>
      </form>
      <div className="mt-4 min-h-24" aria-live="polite">
        {!code ? (
          <p className="text-sm text-slate-600">
            Shows whether a gift code is paid, redeemed or refunded, and by whom.
          </p>
        ) : isFetching ? (
          <p className="text-sm text-slate-600">Looking up...</p>
        ) : error ? (
          <p className="text-sm text-slate-700">
            {error instanceof ApiError && error.status === 404
              ? 'No gift code matches.'
              : 'Could not look it up.'}
          </p>
        ) : data ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">Code</dt>
            <dd className="font-mono font-semibold">{data.code}</dd>
            <dt className="text-slate-500">State</dt>
            <dd>
              <StatusBadge status={data.state} />
            </dd>
            <dt className="text-slate-500">Credits</dt>
            <dd>{data.credits}</dd>
            <dt className="text-slate-500">Bought by</dt>
            <dd>{data.purchaser.email ?? data.purchaser.id}</dd>
            <dt className="text-slate-500">Order</dt>
            <dd>
              {data.order
                ? `${formatDollars(data.order.amountCents)} · ${data.order.provider} · ${data.order.status}`
                : '—'}
            </dd>
            <dt className="text-slate-500">Redeemed</dt>
            <dd>
              {data.redeemedBy
                ? `${formatDateTime(data.redeemedAt)} by ${data.redeemedBy.email ?? data.redeemedBy.id}`
                : 'Not yet'}
            </dd>
          </dl>
        ) : null}
      </div>
    </Card>
  )
}
