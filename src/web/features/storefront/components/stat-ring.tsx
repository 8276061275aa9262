import { useEffect, useState } from 'react'
import { useReducedMotion } from '../hooks/use-reduced-motion.ts'

// Ring data of spec 3: value, maxValue, label, subLabel, colour and an optional delay.
export type RingData = {
  value: number
  maxValue: number
  display: string
  label: string
  subLabel: string
  color: string
  delayMs?: number
}

const size = 112
const stroke = 10
const radius = (size - stroke) / 2
const circumference = 2 * Math.PI * radius

/** An animated stat ring; it draws at once, without motion, for visitors who prefer reduced motion. */
export function StatRing({ ring }: { ring: RingData }) {
  const reduced = useReducedMotion()
  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const fraction = Math.max(0, Math.min(1, ring.maxValue > 0 ? ring.value / ring.maxValue : 0))
  const offset = circumference * (1 - (drawn || reduced ? fraction : 0))

  return (
    <figure className="flex flex-col items-center text-center" data-testid="stat-ring">
      <div className="relative size-20 sm:size-28">
        <svg viewBox={`0 0 ${size} ${size}`} className="size-full -rotate-90" aria-hidden>
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={stroke}
            className="stroke-slate-200"
          />
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={stroke}
            strokeLinecap="round"
            stroke={ring.color}
            strokeDasharray={circumference}
            strokeDashoffset={offset}
            style={
              reduced
                ? undefined
                : {
                    transition: `stroke-dashoffset 1200ms cubic-bezier(0.22, 1, 0.36, 1) ${ring.delayMs ?? 0}ms`,
                  }
            }
          />
        </svg>
        <span className="absolute inset-0 grid place-items-center text-xl font-bold text-slate-900 sm:text-2xl">
          {ring.display}
        </span>
      </div>
      <figcaption className="mt-2">
        <span className="block text-sm font-semibold text-slate-900">{ring.label}</span>
        <span className="block text-xs text-slate-600">{ring.subLabel}</span>
      </figcaption>
    </figure>
  )
}
