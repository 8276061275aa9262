// The account feature's query keys, in one place: queries and invalidations both build them here.
export const accountKeys = {
  all: ['account'] as const,
  orders: () => ['account', 'orders'] as const,
  ledger: () => ['account', 'ledger'] as const,
  receipt: (orderId: string) => ['account', 'receipt', orderId] as const,
  sessions: () => ['account', 'sessions'] as const,
  email: () => ['account', 'email'] as const,
}
