import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { useMe } from '../features/auth/api/get-me.ts'
import { paths } from '../config/paths.ts'

/** Protected pages: 'Loading...' while the session loads, then /login for anonymous visitors (spec 2). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe()
  const location = useLocation()
  if (isPending) return <PageSpinner label="Loading..." />
  if (!me)
    return <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />
  return children
}
