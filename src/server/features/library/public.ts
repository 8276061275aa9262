// The library feature's one door: what other features use; everything else stays inside.
export { readOwnedContent, type OwnedContent } from './read-owned-content.ts'
