import type { DiffSegment } from '../../../../shared/library/word-diff.ts'

// Added words are underlined on green, removed ones struck through on red: the marks, not the colours alone, say
// which is which, and screen readers hear "added" and "removed".
const addedClass =
  'rounded-sm bg-emerald-100 px-0.5 text-emerald-900 underline decoration-emerald-700 decoration-2 underline-offset-2'
const removedClass = 'rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-red-700 decoration-2'

/** A word diff as running text. */
export function DiffText({ segments }: { segments: DiffSegment[] }) {
  return (
    <span className="whitespace-pre-wrap break-words">
      {segments.map((s, i) =>
        s.type === 'same' ? (
          <span key={i}>{s.text}</span>
        ) : s.type === 'added' ? (
          <ins key={i} className={addedClass}>
            <span className="sr-only">added: </span>
            {s.text}
          </ins>
        ) : (
          <del key={i} className={removedClass}>
            <span className="sr-only">removed: </span>
            {s.text}
          </del>
        ),
      )}
    </span>
  )
}

/** What the two marks mean, shown once above the changes. */
export function DiffKey() {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden>
      <span>
        <ins className={addedClass}>Underlined</ins> is new
      </span>
      <span>
        <del className={removedClass}>Struck through</del> is gone
      </span>
    </p>
  )
}
