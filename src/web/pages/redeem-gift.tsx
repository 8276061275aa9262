import { Link, useSearchParams } from 'react-router'
import { usePageMeta } from '../lib/page-meta.ts'
import { Card } from '../components/ui/card.tsx'
import { paths } from '../config/paths.ts'
import { RedeemGiftLink } from '../features/gifts/components/redeem-gift-link.tsx'

/** /gifts/redeem?code=: where a gift e-mail's link lands (issue 20). */
export default function RedeemGiftPage() {
  usePageMeta('Redeem your gift card', 'Add the credits of a PromptMarket gift card to your account.')
  const [params] = useSearchParams()
  const code = params.get('code')?.trim().slice(0, 100) ?? ''
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      {code ? (
        <RedeemGiftLink code={code} />
      ) : (
        <Card className="p-6 text-center">
          <h1 className="text-xl font-semibold text-slate-900">This link has no gift code</h1>
          <p className="mt-2 text-sm text-slate-600">
            Copy the code from your e-mail and enter it on{' '}
            <Link to={paths.credits()} className="font-medium text-brand-700 hover:underline">
              Get Credits
            </Link>
            .
          </p>
        </Card>
      )}
    </div>
  )
}
