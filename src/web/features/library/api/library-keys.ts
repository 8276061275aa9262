// The library feature's query keys.
export const libraryKeys = {
  all: ['library'] as const,
}
