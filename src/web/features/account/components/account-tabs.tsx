import { NavLink } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { cn } from '../../../lib/cn.ts'
import { useMyApplication } from '../../creators/public.ts'

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
  )

/** Orders and settings of My Account, and the studio for approved creators. */
export function AccountTabs() {
  const creator = useMyApplication(true).data?.application?.status === 'approved'
  return (
    <nav aria-label="My Account" className="flex gap-1">
      <NavLink end to={paths.account.home()} className={tab}>
        Orders
      </NavLink>
      <NavLink to={paths.account.settings()} className={tab}>
        Settings
      </NavLink>
      {creator ? (
        <NavLink to={paths.studio.home()} className={tab}>
          Studio
        </NavLink>
      ) : null}
    </nav>
  )
}
