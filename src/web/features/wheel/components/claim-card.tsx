import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Clock, Gift, RotateCcw } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { claimWindowSeconds, wheelCreditValue } from '../../../../shared/wheel/wheel.ts'
import { clearWheelWin, type WheelWin } from '../lib/wheel-win.ts'

const secondsLeft = (expiry: number) => Math.max(0, Math.ceil((expiry - Date.now()) / 1000))
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

/** The win: its value, a countdown from 120 s, and the way to claim it at sign-up; then the spec's expiry text. */
export function ClaimCard({ win, onNavigate }: { win: WheelWin; onNavigate: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(win.expiry))

  useEffect(() => {
    const tick = window.setInterval(() => setLeft(secondsLeft(win.expiry)), 250)
    return () => window.clearInterval(tick)
  }, [win.expiry])

  useEffect(() => {
    if (left === 0) clearWheelWin()
  }, [left])

  if (left === 0)
    return (
      <div className="rounded-xl bg-slate-50 p-5 text-center ring-1 ring-slate-200" role="status">
        <p className="font-semibold text-slate-900">Time's up! Your credits have expired.</p>
        <p className="mt-1 text-sm text-slate-600">Spin again to win more credits!</p>
        <Button className="mt-4" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden /> Try Again
        </Button>
      </div>
    )

  const share = left / claimWindowSeconds
  return (
    <div className="rounded-xl bg-gradient-to-br from-brand-50 to-amber-50 p-5 text-center ring-1 ring-brand-200">
      <p className="flex items-center justify-center gap-2 text-lg font-bold text-slate-900">
        <Gift aria-hidden className="size-5 text-brand-600" /> You won {win.credits} free credits!
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Worth <span className="font-semibold text-slate-900">${wheelCreditValue(win.credits)}</span>, added to
        your account when you sign up.
      </p>
      <div className="mt-4" role="timer" aria-label={`Time left to claim: ${clock(left)}`}>
        <p className="flex items-center justify-center gap-1.5 text-sm font-medium text-slate-700">
          <Clock aria-hidden className="size-4" /> Claim within{' '}
          <span className="w-10 text-left tabular-nums" data-testid="claim-countdown">
            {clock(left)}
          </span>
        </p>
        <div className="mx-auto mt-2 h-1.5 max-w-56 overflow-hidden rounded-full bg-white ring-1 ring-slate-200">
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
            style={{ width: `${share * 100}%` }}
          />
        </div>
      </div>
      <Button asChild className="mt-4 w-full sm:w-auto" size="lg">
        <Link to={paths.signup({ wheelCredits: win.credits })} onClick={onNavigate}>
          Claim {win.credits} Credits
        </Link>
      </Button>
    </div>
  )
}
