// The wishlist feature's query keys.
export const wishlistKeys = {
  all: ['wishlist'] as const,
}
