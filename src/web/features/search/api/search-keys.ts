// The search feature's query keys, in one place.
export const searchKeys = {
  engine: ['search', 'engine'] as const,
}
