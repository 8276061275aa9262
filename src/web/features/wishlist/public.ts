// The wishlist feature's one door: the heart for any card or detail page, My Library's section, and its keys.
export { WishlistHeart } from './components/wishlist-heart.tsx'
export { WishlistSection } from './components/wishlist-section.tsx'
export { wishlistKeys } from './api/wishlist-keys.ts'
