// The shares feature's query keys, in one place: queries and invalidations both build them here.
export const shareKeys = {
  access: (customizationId: string) => ['share-access', customizationId] as const,
  sharedWithMe: () => ['shared-with-me'] as const,
  link: (token: string) => ['shared-link', token] as const,
}
