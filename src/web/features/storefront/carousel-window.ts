// The looping carousel's arithmetic: which items a row shows, and where prev/next go.

/** Indexes of the items visible from `start`, wrapping round; every item once when they all fit. */
export function visibleIndexes(start: number, total: number, perView: number): number[] {
  if (total <= 0) return []
  if (total <= perView) return Array.from({ length: total }, (_, i) => i)
  return Array.from({ length: perView }, (_, i) => (((start + i) % total) + total) % total)
}

/** Moves by one card either way, looping past both ends. */
export const step = (start: number, total: number, by: 1 | -1) =>
  total > 0 ? (((start + by) % total) + total) % total : 0

/** Cards per row by viewport width (spec 2: 1, 2 or 3). */
export const perViewFor = (width: number) => (width >= 1024 ? 3 : width >= 640 ? 2 : 1)
