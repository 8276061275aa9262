// The library feature's query keys.
export const libraryKeys = {
  all: ['library'] as const,
  /** Under `all`, so refreshing the library refreshes an open update too. */
  update: (templateId: string) => ['library', 'update', templateId] as const,
}
