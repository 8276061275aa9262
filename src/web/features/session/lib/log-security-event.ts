import type { SecurityEventType } from '../../../../shared/auth/auth-messages.ts'
import { createSecurityEventQueue } from './security-event-queue.ts'
import { deviceFingerprint } from './device-fingerprint.ts'

const queue = createSecurityEventQueue(async (event) => {
  const res = await fetch('/api/functions/log-security-event', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    keepalive: true,
  })
  if (!res.ok) throw new Error(`log-security-event answered ${res.status}`)
})

/** Queues a security event with the spec 3 details: timestamp, user agent, url, device fingerprint, extras. */
export async function logSecurityEvent(eventType: SecurityEventType, extra: Record<string, unknown> = {}) {
  const details = {
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    url: window.location.href,
    deviceFingerprint: await deviceFingerprint().catch(() => null),
    ...extra,
  }
  return queue.enqueue({ eventType, details })
}
