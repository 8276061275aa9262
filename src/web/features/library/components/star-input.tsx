import { Star } from 'lucide-react'
import { useRef } from 'react'
import { cn } from '../../../lib/cn.ts'

/** Choose 1 to 5 stars: a radio group, arrow keys move the choice. */
export function StarInput({
  value,
  onChange,
  id,
}: {
  value: number
  onChange: (stars: number) => void
  id?: string
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const move = (to: number) => {
    const next = Math.min(5, Math.max(1, to))
    onChange(next)
    refs.current[next - 1]?.focus()
  }
  return (
    <div role="radiogroup" aria-labelledby={id} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          ref={(el) => {
            refs.current[n - 1] = el
          }}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} star${n === 1 ? '' : 's'}`}
          tabIndex={value === n || (value === 0 && n === 1) ? 0 : -1}
          onClick={() => onChange(n)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
              e.preventDefault()
              move((value || 0) + 1)
            } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
              e.preventDefault()
              move((value || 2) - 1)
            }
          }}
          className="rounded-md p-1 text-amber-400 hover:scale-110"
        >
          <Star
            className={cn('size-7', n <= value ? 'fill-amber-400' : 'fill-transparent text-slate-300')}
            aria-hidden
          />
        </button>
      ))}
    </div>
  )
}

/** Read-only stars for a rating the member gave. */
export function StarsShown({ stars, label }: { stars: number; label?: string }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={label ?? `${stars} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn('size-4', n <= stars ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
          aria-hidden
        />
      ))}
    </span>
  )
}
