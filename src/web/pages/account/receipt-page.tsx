import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ArrowLeft, Download } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { usePageMeta } from '../../lib/page-meta.ts'
import { toastError } from '../../lib/toast-error.ts'
import { formatAud } from '../../../shared/catalog/tiers.ts'
import { useReceipt } from '../../features/account/api/get-receipt.ts'
import { downloadReceiptPdf, receiptLines } from '../../features/account/lib/receipt-pdf.ts'
import { formatDate } from '../../features/account/lib/format.ts'

export default function ReceiptPage() {
  const { orderId = '' } = useParams()
  const receipt = useReceipt(orderId)
  const [saving, setSaving] = useState(false)
  usePageMeta(receipt.data?.title ?? 'Receipt', 'Your receipt.')

  const back = (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.account.home()}>
        <ArrowLeft aria-hidden />
        My Account
      </Link>
    </Button>
  )
  if (receipt.isPending) return <PageSpinner label="Loading your receipt..." />
  if (receipt.isError)
    return (
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-8 sm:px-6">
        {back}
        <Card className="p-6">
          <h1 className="text-xl font-semibold">Receipt not found</h1>
          <p className="mt-1 text-slate-600">There is no receipt for this order on your account.</p>
        </Card>
      </div>
    )
  const r = receipt.data
  const lines = receiptLines(r)
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back}
        <Button
          disabled={saving}
          onClick={async () => {
            setSaving(true)
            try {
              await downloadReceiptPdf(r)
            } catch (err) {
              toastError(err, 'Could not create the PDF')
            } finally {
              setSaving(false)
            }
          }}
        >
          <Download aria-hidden />
          {saving ? 'Preparing...' : 'Download PDF'}
        </Button>
      </div>
      <Card className="space-y-6 p-5 sm:p-8">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{r.title}</h1>
          {lines.seller.map((s) => (
            <p key={s} className="text-sm text-slate-600">
              {s}
            </p>
          ))}
        </header>
        {lines.testMode && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
            {lines.testMode}
          </p>
        )}
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {lines.facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-500">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
          {r.refundedAt && (
            <div className="contents">
              <dt className="font-medium text-slate-500">Refunded</dt>
              <dd>{formatDate(r.refundedAt)}</dd>
            </div>
          )}
        </dl>
        <div className="flex justify-between gap-4 border-y border-slate-200 py-3">
          <span className="break-words">
            {r.item}
            <span className="block text-sm text-slate-500">Sold by {r.soldBy}</span>
          </span>
          <span className="shrink-0 tabular-nums">{formatAud(r.amountCents)}</span>
        </div>
        <dl className="space-y-1 text-sm">
          {lines.totals.map(([label, value], i) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className={i === 0 ? 'font-semibold' : 'text-slate-600'}>{label}</dt>
              <dd className={i === 0 ? 'font-semibold tabular-nums' : 'tabular-nums text-slate-600'}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-500">{lines.note}</p>
      </Card>
    </div>
  )
}
