import { useEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router'
import {
  BarChart3,
  Banknote,
  ClipboardCheck,
  FileText,
  History,
  Inbox,
  Receipt,
  Sparkles,
  Ticket,
  Users,
} from 'lucide-react'
import { cn } from '../../../lib/cn.ts'
import { paths } from '../../../config/paths.ts'

const sections = [
  { to: paths.admin.templates(), label: 'Templates', icon: FileText },
  { to: paths.admin.reviews(), label: 'Reviews', icon: ClipboardCheck },
  { to: paths.admin.users(), label: 'Users', icon: Users },
  { to: paths.admin.codes(), label: 'Codes', icon: Ticket },
  { to: paths.admin.orders(), label: 'Orders', icon: Receipt },
  { to: paths.admin.messages(), label: 'Messages', icon: Inbox },
  { to: paths.admin.creators(), label: 'Creators', icon: Sparkles },
  { to: paths.admin.payouts(), label: 'Payouts', icon: Banknote },
  { to: paths.admin.insights(), label: 'Insights', icon: BarChart3 },
  { to: paths.admin.audit(), label: 'Audit', icon: History },
]

/** The console's sections: a scrolling row of tabs on phones, the same row on wider screens. */
export function AdminNav() {
  const navRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  // On phones the row scrolls: keep the current section's tab in sight.
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [pathname])
  return (
    <nav ref={navRef} aria-label="Admin" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {sections.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  '-mb-px flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900',
                  isActive && 'border-brand-600 text-brand-700',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
