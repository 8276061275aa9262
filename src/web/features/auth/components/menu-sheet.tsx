import type { RefObject } from 'react'
import { NavLink } from 'react-router'
import {
  BookOpen,
  Coins,
  Home,
  LayoutGrid,
  LogIn,
  LogOut,
  ShieldCheck,
  Sparkles,
  Store,
  UserPlus,
  UserRound,
  Wand2,
} from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Sheet, SheetContent } from '../../../components/ui/sheet.tsx'
import { cn } from '../../../lib/cn.ts'
import { paths } from '../../../config/paths.ts'
import type { Me } from '../api/get-me.ts'
import { useSignOut } from '../api/sign-out.ts'
import { useMyApplication } from '../../creators/public.ts'

type Item = { to: string; label: string; icon: typeof Home; end?: boolean }

const everyone: Item[] = [
  { to: paths.home(), label: 'Home', icon: Home, end: true },
  { to: paths.browse(), label: 'Browse', icon: LayoutGrid },
  { to: paths.promptBuilder(), label: 'Prompt Builder', icon: Wand2 },
  { to: paths.credits(), label: 'Get Credits', icon: Coins },
]
// The library (bought prompts, saved customizations) and the account (orders, receipts, refunds, settings) are
// two places.
const members: Item[] = [
  { to: paths.dashboard(), label: 'My Library', icon: BookOpen },
  { to: paths.account.home(), label: 'My Account', icon: UserRound },
]
const visitors: Item[] = [
  { to: paths.login(), label: 'Sign In', icon: LogIn },
  { to: paths.signup(), label: 'Create Account', icon: UserPlus },
]

/**
 * The phone menu: every place of the top navigation in a sheet from the right edge. Loaded on first use, so it
 * costs the first page nothing. A link closes it; Escape and the close button too, returning focus to the button.
 */
export function MenuSheet({
  open,
  onOpenChange,
  me,
  returnFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  me: Me | null
  returnFocus: RefObject<HTMLButtonElement | null>
}) {
  const close = () => onOpenChange(false)
  // Asked only once the menu is opened (this sheet loads on first use), so pages pay nothing for it.
  const creator = useMyApplication(Boolean(me) && open).data?.application?.status === 'approved'
  const items = me
    ? [
        ...everyone,
        ...members,
        ...(creator ? [{ to: paths.studio.home(), label: 'Studio', icon: Store }] : []),
      ]
    : everyone
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        returnFocus={returnFocus}
        title={
          <span className="flex items-center gap-2">
            <span className="grid size-7 place-items-center rounded-lg bg-brand-600 text-white">
              <Sparkles className="size-4" aria-hidden />
            </span>
            Menu
          </span>
        }
      >
        <nav aria-label="Menu" className="flex h-full flex-col">
          {me ? (
            <p className="mb-3 truncate text-sm text-slate-600">
              Signed in as <span className="font-medium text-slate-900">{me.fullName || me.email}</span>
              <span className="mt-1 flex items-center gap-1.5 font-semibold text-amber-800">
                <Coins className="size-4" aria-hidden />
                {me.balance} {me.balance === 1 ? 'credit' : 'credits'}
              </span>
            </p>
          ) : null}
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <MenuLink item={item} onClick={close} />
              </li>
            ))}
            {me?.role === 'admin' ? (
              <li>
                <MenuLink
                  item={{ to: paths.admin.home(), label: 'Admin console', icon: ShieldCheck }}
                  onClick={close}
                />
              </li>
            ) : null}
          </ul>
          <div className="mt-auto border-t border-slate-200 pt-4">
            {me ? (
              <SignOutItem />
            ) : (
              <ul className="space-y-1">
                {visitors.map((item) => (
                  <li key={item.to}>
                    <MenuLink item={item} onClick={close} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  )
}

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900'

function MenuLink({ item, onClick }: { item: Item; onClick: () => void }) {
  const Icon = item.icon
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onClick}
      className={({ isActive }) => cn(itemClass, isActive && 'bg-brand-50 text-brand-700')}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      {item.label}
    </NavLink>
  )
}

function SignOutItem() {
  const signOut = useSignOut()
  return (
    <button
      type="button"
      className={itemClass}
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, { onError: () => toast.error('Could not sign out. Please try again.') })
      }
    >
      <LogOut className="size-5 shrink-0" aria-hidden />
      {signOut.isPending ? 'Signing out...' : 'Sign out'}
    </button>
  )
}
