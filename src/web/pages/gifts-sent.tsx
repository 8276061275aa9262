import { Link } from 'react-router'
import { Gift } from 'lucide-react'
import { usePageMeta } from '../lib/page-meta.ts'
import { Button } from '../components/ui/button.tsx'
import { paths } from '../config/paths.ts'
import { GiftsSentList } from '../features/gifts/components/gifts-sent-list.tsx'

/** /gifts: the gift cards the member sent to people (issue 20). */
export default function GiftsSentPage() {
  usePageMeta('Gifts you sent', 'The gift cards you sent: when they arrive, and whether they were redeemed.')
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Gifts you sent</h1>
          <p className="mt-1 text-slate-600">
            Until a card is sent you can change its date or address; after that you can send the e-mail again.
          </p>
        </div>
        <Button asChild variant="secondary">
          <Link to={paths.credits()}>
            <Gift aria-hidden /> Send another
          </Link>
        </Button>
      </div>
      <div className="mt-8">
        <GiftsSentList />
      </div>
    </div>
  )
}
