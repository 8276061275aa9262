// The security feature's one door: what other features and infrastructure use; everything else stays inside.
export { isLoginThrottled, recordLoginFailure } from './login-throttle.ts'
export { recordSecurityEvent } from './record-security-event.ts'
// The headers of every answer, for the fast path's answers too (fast-answers.ts).
export { securityHeaders } from './security-headers.ts'
