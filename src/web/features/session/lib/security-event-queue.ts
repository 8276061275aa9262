import type { SecurityEventType } from '../../../../shared/auth/auth-messages.ts'

export type SecurityEventBody = { eventType: SecurityEventType; details: Record<string, unknown> }

/** Spec 4: events are queued and sent one at a time; a failed send is logged and dropped, never shown. */
export function createSecurityEventQueue(send: (event: SecurityEventBody) => Promise<void>) {
  const queue: SecurityEventBody[] = []
  let draining: Promise<void> | null = null
  const drain = async () => {
    while (queue.length) {
      const next = queue.shift()!
      try {
        await send(next)
      } catch (err) {
        console.warn('Security event could not be logged', err)
      }
    }
    draining = null
  }
  return {
    enqueue(event: SecurityEventBody) {
      queue.push(event)
      draining ??= drain()
      return draining
    },
    get pending() {
      return queue.length
    },
  }
}
