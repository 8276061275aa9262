// The support feature's query keys.
export const supportKeys = {
  seller: () => ['seller'] as const,
}
