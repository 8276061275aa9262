import { Link, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Mail } from 'lucide-react'
import { Card } from '../components/ui/card.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { paths } from '../config/paths.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { useHydrated } from '../lib/hydration.ts'
import { formatAud } from '../../shared/catalog/tiers.ts'
import { useMe } from '../features/auth/api/get-me.ts'
import { accountOrdersQuery } from '../features/account/api/get-orders.ts'
import { ContactForm } from '../features/support/components/contact-form.tsx'
import { SellerDetails } from '../features/support/components/seller-details.tsx'

export default function ContactPage() {
  usePageMeta('Contact us', 'Questions about an order, a refund, your account or a gift card: write to us.')
  const [params] = useSearchParams()
  const hydrated = useHydrated()
  const me = useMe()
  const member = me.data ?? null
  const orders = useQuery({ ...accountOrdersQuery(), enabled: Boolean(member) })
  const ready = hydrated && !me.isPending && (!member || !orders.isPending)
  const choices = (orders.data?.orders ?? []).map((o) => ({
    id: o.id,
    label: `${o.orderNumber} · ${o.item} · ${formatAud(o.amountCents)}`,
  }))
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 max-w-2xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact us</h1>
        <p className="text-lg text-slate-600">
          A question about an order, a refund, your account or a gift card? Send us a message and we will
          answer by e-mail.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        {ready ? (
          <ContactForm
            key={member?.id ?? 'visitor'}
            member={member ? { name: member.fullName, email: member.email } : null}
            orders={choices}
            initialTopic={params.get('topic')}
          />
        ) : (
          <PageSpinner label="Loading the form..." />
        )}
        <aside className="space-y-4">
          <Card className="space-y-3 p-5 text-sm text-slate-600">
            <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <Mail className="size-4" aria-hidden />
              The seller
            </h2>
            <SellerDetails />
          </Card>
          <Card className="space-y-2 p-5 text-sm text-slate-600">
            <h2 className="text-base font-semibold text-slate-900">Before you write</h2>
            <p>
              Money back within 30 days: ask from{' '}
              <Link className="text-brand-700 underline" to={paths.account.home()}>
                My Account
              </Link>
              . See our{' '}
              <Link className="text-brand-700 underline" to={paths.refundPolicy()}>
                refund policy
              </Link>
              .
            </p>
          </Card>
        </aside>
      </div>
    </div>
  )
}
