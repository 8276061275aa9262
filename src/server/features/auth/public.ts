// The auth feature's one door: what other features and infrastructure use; everything else stays inside.
export { allowedAuthRoutes } from './allowed-auth-routes.ts'
export {
  commonPasswordCount,
  commonPasswordMessage,
  commonPasswords,
  isCommonPassword,
} from './common-passwords.ts'
export type { Auth } from './create-auth.ts'
export { requireAdmin, requireUser } from './require-user.ts'
export { createSessionCache, sessionCacheMaxAgeMs, type SessionCache } from './session-cache.ts'
// The session cookie's value, and GET /api/me answered from the session cache before the router (fast-answers.ts).
export { sessionTokenOf } from './load-session.ts'
export { meFastAnswer } from './me-fast-answer.ts'
