// The session feature's one door: what other features and infrastructure use; everything else stays inside.
export { logSecurityEvent } from './lib/log-security-event.ts'
