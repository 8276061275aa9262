import { lazy, Suspense, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Coins, LogOut, Menu, ShieldCheck, Sparkles } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import { paths } from '../../../config/paths.ts'
import { useMe, type Me } from '../api/get-me.ts'
import { useSignOut } from '../api/sign-out.ts'

const links = [
  { to: paths.home(), label: 'Home', end: true },
  { to: paths.browse(), label: 'Browse' },
  { to: paths.promptBuilder(), label: 'Prompt Builder' },
  { to: paths.dashboard(), label: 'My Library' },
]

// The phone menu's sheet is its own chunk, fetched when the button is first touched or hovered.
const loadMenuSheet = () => import('./menu-sheet.tsx')
const MenuSheet = lazy(() => loadMenuSheet().then((m) => ({ default: m.MenuSheet })))

/** Top navigation of spec 2: signed-out and signed-in variants; on phones a menu button opens a sheet. */
export function TopNav() {
  const { data: me, isPending } = useMe()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to={paths.home()} className="flex items-center gap-2 font-semibold text-slate-900">
          <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
            <Sparkles className="size-4" aria-hidden />
          </span>
          {/* Signed in, phones need the room for the balance pill, Dashboard and Sign out. */}
          <span className={me ? 'sr-only sm:not-sr-only' : undefined}>PromptMarket</span>
        </Link>
        <ul className="ml-4 hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end={l.end}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                    isActive && 'text-brand-700',
                  )
                }
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2" aria-busy={isPending}>
          {isPending ? (
            <span className="h-8 w-24" />
          ) : me ? (
            <>
              {/* Admins only, on every width (the phone menu has it too). */}
              {me.role === 'admin' && (
                <Button asChild variant="ghost" size="sm" className="px-2">
                  <Link to={paths.admin.home()} title="Admin console">
                    <ShieldCheck aria-hidden />
                    <span className="sr-only">Admin</span>
                  </Link>
                </Button>
              )}
              <BalancePill balance={me.balance} />
              <Button asChild variant="secondary" size="sm" className="hidden md:inline-flex">
                <Link to={paths.credits()}>Get Credits</Link>
              </Button>
              <Button asChild size="sm" className="hidden md:inline-flex">
                <Link to={paths.account.home()}>My Account</Link>
              </Button>
              <SignOutButton />
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
                <Link to={paths.login()}>Sign In</Link>
              </Button>
              <Button asChild size="sm" className="hidden md:inline-flex">
                <Link to={paths.signup()}>Start Free</Link>
              </Button>
              <Button asChild size="sm" className="md:hidden">
                <Link to={paths.login()}>Sign In</Link>
              </Button>
            </>
          )}
          <PhoneMenu me={isPending ? null : (me ?? null)} />
        </div>
      </nav>
    </header>
  )
}

/** The menu button of phones (below md) and the sheet it opens. */
function PhoneMenu({ me }: { me: Me | null }) {
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so the sheet can animate closed and open again at once.
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="-mr-2 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenuSheet()}
        onFocus={() => void loadMenuSheet()}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MenuSheet open={open} onOpenChange={setOpen} me={me} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  )
}

/** Ends the session on the server, then home. From md up; on phones it is in the menu. */
function SignOutButton() {
  const signOut = useSignOut()
  return (
    <Button
      variant="ghost"
      size="sm"
      className="hidden px-3 md:inline-flex"
      disabled={signOut.isPending}
      aria-label="Sign out"
      title="Sign out"
      onClick={() =>
        signOut.mutate(undefined, { onError: () => toast.error('Could not sign out. Please try again.') })
      }
    >
      <LogOut aria-hidden />
      <span className="hidden lg:inline">Sign out</span>
    </Button>
  )
}

function BalancePill({ balance }: { balance: number }) {
  return (
    <Link
      to={paths.credits()}
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-800 ring-1 ring-amber-200"
      aria-label={`${balance} credits`}
      data-testid="balance-pill"
    >
      <Coins className="size-4" aria-hidden />
      <span>{balance}</span>
      <span className="hidden sm:inline">credits</span>
    </Link>
  )
}
