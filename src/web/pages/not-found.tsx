import { Link } from 'react-router'
import { Button } from '../components/ui/button.tsx'
import { usePageMeta } from '../lib/page-meta.ts'
import { useNotFoundStatus } from '../lib/page-status.ts'

export default function NotFoundPage() {
  usePageMeta('Page not found')
  useNotFoundStatus()
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  )
}
