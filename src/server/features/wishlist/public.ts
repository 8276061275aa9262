// The wishlist feature's one door: purchases take a bought template off the list in their own transaction.
export { removeFromWishlist } from './remove-from-wishlist.ts'
