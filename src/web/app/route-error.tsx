import { Link } from 'react-router'
import { Button } from '../components/ui/button.tsx'

/** The error page of a page that failed: a message a person understands and a way back. */
export function RouteError() {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-slate-600">
        Please reload the page. If it keeps happening, try again in a few minutes.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="secondary">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </div>
  )
}
