import { useState } from 'react'
import { Link } from 'react-router'
import { CalendarDays, Gift, Loader2, Pencil, Send } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { formatCalendarDate, sydneyDate } from '../../../../shared/gifts/gift-calendar.ts'
import type { GiftDeliveryView } from '../../../../shared/gifts/gift-recipient.ts'
import { useGiftDeliveries } from '../api/get-gift-deliveries.ts'
import { useResendGiftDelivery } from '../api/resend-gift-delivery.ts'
import { ChangeDeliveryDialog } from './change-delivery-dialog.tsx'
import { GiftStatusBadge } from './gift-status-badge.tsx'

/** The gift cards a member sent to people: status, date, and change or resend where that is still possible. */
export function GiftsSentList() {
  const { data, isPending, isError, refetch } = useGiftDeliveries()
  if (isPending)
    return (
      <div className="space-y-3" aria-hidden>
        <div className="h-32 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-32 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    )
  if (isError)
    return (
      <Card className="p-5 text-sm text-slate-600">
        Your gift cards could not be loaded.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    )
  if (data.items.length === 0)
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Gift aria-hidden className="size-6" />
        </span>
        <p className="font-medium text-slate-900">You haven't sent any gift cards yet.</p>
        <p className="max-w-sm text-sm text-slate-600">
          Pick a credit package on Get Credits and choose Buy as Gift: we e-mail it on the day you choose.
        </p>
        <Button asChild>
          <Link to={paths.credits()}>Send a gift card</Link>
        </Button>
      </Card>
    )
  return (
    <ul className="space-y-3" aria-label="Gift cards you sent">
      {data.items.map((gift) => (
        <GiftRow key={gift.id} gift={gift} />
      ))}
    </ul>
  )
}

function GiftRow({ gift }: { gift: GiftDeliveryView }) {
  const [changing, setChanging] = useState(false)
  const resend = useResendGiftDelivery()
  const onResend = () =>
    resend.mutate(gift.id, {
      onSuccess: () => toast.success(`Sent again to ${gift.recipientEmail}`),
      onError: (err) =>
        toast.error(
          err instanceof ApiError ? err.message : 'The e-mail could not be sent. Please try again.',
        ),
    })
  const when =
    gift.status === 'scheduled'
      ? `Arrives ${formatCalendarDate(gift.deliverOn)}`
      : gift.sentAt
        ? `Sent ${formatCalendarDate(sydneyDate(new Date(gift.sentAt)))}`
        : `Scheduled for ${formatCalendarDate(gift.deliverOn)}`
  return (
    <li>
      <Card className="p-4 sm:p-5" aria-label={`Gift card for ${gift.recipientName}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{gift.recipientName}</p>
            <p className="break-all text-sm text-slate-600">{gift.recipientEmail}</p>
          </div>
          <GiftStatusBadge status={gift.status} />
        </div>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="font-medium">{gift.credits} credits</span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-4 text-slate-400" />
            {when}
          </span>
          <code className="font-mono text-xs text-slate-500">{gift.code}</code>
        </p>
        {gift.message ? (
          <blockquote className="mt-3 line-clamp-3 whitespace-pre-line border-l-2 border-slate-200 pl-3 text-sm italic text-slate-600">
            {gift.message}
          </blockquote>
        ) : null}
        {gift.status === 'scheduled' || gift.canResend ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {gift.status === 'scheduled' ? (
              <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
                <Pencil aria-hidden /> Change date or address
              </Button>
            ) : null}
            {gift.canResend ? (
              <Button variant="secondary" size="sm" onClick={onResend} disabled={resend.isPending}>
                {resend.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
                Resend e-mail
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card>
      {gift.status === 'scheduled' ? (
        <ChangeDeliveryDialog gift={gift} open={changing} onOpenChange={setChanging} />
      ) : null}
    </li>
  )
}
