// The gifts feature's query keys.
export const giftKeys = {
  cards: () => ['gift-cards'] as const,
  deliveries: () => ['gift-deliveries'] as const,
}
