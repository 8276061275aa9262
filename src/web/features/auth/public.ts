// The auth feature's one door: what other features and infrastructure use; everything else stays inside.
export { type Me, useMe } from './api/get-me.ts'
export { fetchSessionExpiry } from './api/get-session.ts'
export { authKeys } from './api/auth-keys.ts'
