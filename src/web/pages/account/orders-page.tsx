import { usePageMeta } from '../../lib/page-meta.ts'
import { AccountTabs } from '../../features/account/components/account-tabs.tsx'
import { LedgerList } from '../../features/account/components/ledger-list.tsx'
import { OrdersList } from '../../features/account/components/orders-list.tsx'

export default function AccountOrdersPage() {
  usePageMeta('My Account', 'Your orders, receipts, refunds and credit history.')
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">My Account</h1>
        <p className="mt-1 text-slate-600">
          Your orders and receipts. Every purchase has a 30-day money-back guarantee.
        </p>
        <AccountTabs />
      </header>
      <section aria-labelledby="orders-heading" className="space-y-4">
        <h2 id="orders-heading" className="text-xl font-semibold">
          Orders
        </h2>
        <OrdersList />
      </section>
      <section aria-labelledby="ledger-heading" className="space-y-4">
        <h2 id="ledger-heading" className="text-xl font-semibold">
          Credit history
        </h2>
        <LedgerList />
      </section>
    </div>
  )
}
