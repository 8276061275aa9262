import type { ReactNode } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { ShieldAlert } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { useMe } from '../../auth/public.ts'

/** The console's gate in the browser: the server refuses every /api/admin call to non-admins anyway. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe()
  const location = useLocation()
  if (isPending) return <PageSpinner label="Loading..." />
  if (!me)
    return <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />
  if (me.role !== 'admin')
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <ShieldAlert className="size-10 text-slate-400" aria-hidden />
        <h1 className="text-2xl font-bold tracking-tight">You do not have access to this page</h1>
        <p className="text-slate-600">The admin console is for PromptMarket staff.</p>
        <Button asChild>
          <Link to={paths.home()}>Return to Home</Link>
        </Button>
      </div>
    )
  return children
}
