// A word-level diff for "Update available" (issue 23): which words of a question stayed, went and came.

export type DiffSegment = { type: 'same' | 'added' | 'removed'; text: string }

// Past this many token pairs the LCS table would be large for little gain: the whole text is shown as replaced.
const maxCells = 250_000

/**
 * Words, the spaces between them and each punctuation mark on its own ("income?" is "income" and "?", so a question
 * mark added after a word leaves the word the same); joining the tokens gives back the text exactly.
 */
const tokens = (text: string) => text.match(/\s+|[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu) ?? []

/**
 * The segments that turn `before` into `after`: a longest common subsequence over words (spaces count as tokens,
 * so a changed gap shows too), neighbouring segments of one type merged. `same` + `removed` spell `before`,
 * `same` + `added` spell `after`.
 */
export function wordDiff(before: string, after: string): DiffSegment[] {
  const a = tokens(before)
  const b = tokens(after)
  if (a.length * b.length > maxCells)
    return merge([
      ...a.map((text) => ({ type: 'removed' as const, text })),
      ...b.map((text) => ({ type: 'added' as const, text })),
    ])
  // lengths[i][j]: the LCS of a[i..] and b[j..], filled from the end so the walk below goes forwards.
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] =
        a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!)
  const out: DiffSegment[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ type: 'same', text: a[i]! })
      i++
      j++
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) out.push({ type: 'removed', text: a[i++]! })
    else out.push({ type: 'added', text: b[j++]! })
  }
  while (i < a.length) out.push({ type: 'removed', text: a[i++]! })
  while (j < b.length) out.push({ type: 'added', text: b[j++]! })
  return merge(out)
}

/** Whether a diff changed anything. */
export const hasChanges = (segments: DiffSegment[]) => segments.some((s) => s.type !== 'same')

/**
 * Groups each run of changes into one removed phrase then one added phrase. A space alone between two changes is
 * in both texts, so it joins both phrases: "a b" -> "c d" reads as "a b" removed, "c d" added, not word by word.
 */
function merge(segments: DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = []
  let removed = ''
  let added = ''
  const flush = () => {
    if (removed) out.push({ type: 'removed', text: removed })
    if (added) out.push({ type: 'added', text: added })
    removed = added = ''
  }
  segments.forEach((s, k) => {
    if (s.type === 'removed') removed += s.text
    else if (s.type === 'added') added += s.text
    else if (
      (removed || added) &&
      /^\s+$/.test(s.text) &&
      segments[k + 1] &&
      segments[k + 1]!.type !== 'same'
    ) {
      removed += s.text
      added += s.text
    } else {
      flush()
      const last = out[out.length - 1]
      if (last?.type === 'same') last.text += s.text
      else out.push({ type: 'same', text: s.text })
    }
  })
  flush()
  return out
}
