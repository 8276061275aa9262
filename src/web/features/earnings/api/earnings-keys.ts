// The earnings feature's query keys.
export const earningsKeys = {
  dashboard: () => ['earnings'] as const,
  adminPayouts: (status: string) => ['admin', 'payouts', status] as const,
}
