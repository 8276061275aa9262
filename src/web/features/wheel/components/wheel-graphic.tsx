import { segmentAngle, wheelSegments } from '../../../../shared/wheel/wheel.ts'

// Segment colours by prize, two shades each so neighbours of equal value stay apart.
const fills: Record<number, [string, string]> = {
  2: ['#e0e7ff', '#c7d2fe'],
  4: ['#7c3aed', '#6d28d9'],
  6: ['#ea580c', '#c2410c'],
}
const ink: Record<number, string> = { 2: '#312e81', 4: '#ffffff', 6: '#ffffff' }

const point = (deg: number, r: number) => {
  const rad = (deg * Math.PI) / 180
  return `${(r * Math.sin(rad)).toFixed(3)} ${(-r * Math.cos(rad)).toFixed(3)}`
}

/**
 * The twelve-segment wheel, drawn clockwise from the top, under a fixed pointer. `rotation` turns it clockwise;
 * `durationMs` animates the turn (0 for none).
 */
export function WheelGraphic({ rotation, durationMs }: { rotation: number; durationMs: number }) {
  const r = 96
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[17rem]">
      <svg viewBox="-100 -100 200 200" className="size-full drop-shadow-md" aria-hidden>
        <circle r="99" fill="#312e81" />
        <g
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: durationMs ? `transform ${durationMs}ms cubic-bezier(0.12, 0.7, 0.1, 1)` : 'none',
          }}
          data-testid="wheel-rotor"
          data-rotation={rotation}
        >
          {wheelSegments.map((credits, i) => {
            const start = i * segmentAngle
            const end = start + segmentAngle
            const mid = start + segmentAngle / 2
            return (
              <g key={i}>
                <path
                  d={`M0 0 L${point(start, r)} A${r} ${r} 0 0 1 ${point(end, r)} Z`}
                  fill={fills[credits]![i % 2]}
                  stroke="#ffffff"
                  strokeWidth="1"
                />
                <text
                  transform={`rotate(${mid}) translate(0 ${-r * 0.72})`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fontSize="17"
                  fontWeight="700"
                  fill={ink[credits]}
                >
                  {credits}
                </text>
              </g>
            )
          })}
        </g>
        <circle r="20" fill="#ffffff" stroke="#312e81" strokeWidth="3" />
        <text textAnchor="middle" dominantBaseline="middle" fontSize="9" fontWeight="700" fill="#312e81">
          CREDITS
        </text>
      </svg>
      {/* The pointer, fixed at the top. */}
      <svg
        viewBox="0 0 24 28"
        className="absolute left-1/2 top-0 w-7 -translate-x-1/2 -translate-y-1"
        aria-hidden
      >
        <path d="M2 2 H22 L12 26 Z" fill="#f59e0b" stroke="#ffffff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
    </div>
  )
}
