import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Loader2, Sparkles } from 'lucide-react'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { toastError } from '../../../lib/toast-error.ts'
import {
  landingRotation,
  maxFullTurns,
  maxWheelCredits,
  minFullTurns,
  minWheelCredits,
  serverClaimSeconds,
  spinDurationMs,
} from '../../../../shared/wheel/wheel.ts'
import { useSpinWheel } from '../api/spin-wheel.ts'
import { celebrate, prefersReducedMotion } from '../lib/celebrate.ts'
import { readWheelWin, saveWheelWin, type WheelWin } from '../lib/wheel-win.ts'
import { ClaimCard } from './claim-card.tsx'
import { WheelGraphic } from './wheel-graphic.tsx'

type Phase = { name: 'ready' } | { name: 'spinning' } | { name: 'won'; win: WheelWin }

// With reduced motion the wheel moves straight to its segment instead of turning for 4.5 s.
const reducedSpinMs = 600

/**
 * The welcome wheel of spec 2/4/9, opened from Home's 'Spin To Win'. The server picks the prize; the wheel turns
 * 8 to 14 times plus an offset and stops on that segment; the claim card then counts down the 2 minutes.
 */
export function WheelDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [phase, setPhase] = useState<Phase>(() => {
    const stored = readWheelWin()
    return stored ? { name: 'won', win: stored } : { name: 'ready' }
  })
  const [rotation, setRotation] = useState(0)
  const [duration, setDuration] = useState(0)
  const timer = useRef<number | undefined>(undefined)
  const spin = useSpinWheel()
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const start = async () => {
    if (phase.name !== 'ready') return
    setPhase({ name: 'spinning' })
    let result
    try {
      result = await spin.mutateAsync()
    } catch (err) {
      toastError(err, 'Could not spin the wheel', 'Please try again.')
      setPhase({ name: 'ready' })
      return
    }
    const prize = { credits: result.credits, claim: result.claim }
    // The server's window, measured on this clock from its answer, less a margin for the trip back.
    const latest = Date.now() + (serverClaimSeconds - 3) * 1000
    const ms = prefersReducedMotion() ? reducedSpinMs : spinDurationMs
    saveWheelWin(prize, { now: Date.now() + ms, latest }) // kept at once: closing the dialog mid-spin loses nothing
    const turns = minFullTurns + Math.floor(Math.random() * (maxFullTurns - minFullTurns + 1))
    setDuration(ms)
    setRotation(landingRotation(result.segmentIndex, turns, Math.random()))
    timer.current = window.setTimeout(() => {
      // The 2 minutes count from when the wheel stops.
      setPhase({ name: 'won', win: saveWheelWin(prize, { latest }) })
      void celebrate()
    }, ms)
  }

  const spinning = phase.name === 'spinning'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Spin to win welcome credits"
        description={`Win ${minWheelCredits} to ${maxWheelCredits} free credits, added to your account when you sign up.`}
      >
        <div className="space-y-5">
          <WheelGraphic rotation={rotation} durationMs={duration} />
          <p className="sr-only" aria-live="polite">
            {phase.name === 'won'
              ? `You won ${phase.win.credits} free credits!`
              : spinning
                ? 'Spinning...'
                : ''}
          </p>
          {phase.name === 'won' ? (
            <ClaimCard win={phase.win} onNavigate={() => onOpenChange(false)} />
          ) : (
            <Button size="lg" className="w-full" onClick={start} disabled={spinning} aria-disabled={spinning}>
              {spinning ? (
                <>
                  <Loader2 aria-hidden className="animate-spin" /> Spinning...
                </>
              ) : (
                <>
                  <Sparkles aria-hidden /> Spin the Wheel
                </>
              )}
            </Button>
          )}
          <Button asChild variant="ghost" className="w-full">
            <Link to={paths.browse()} onClick={() => onOpenChange(false)}>
              Continue to Browse
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
