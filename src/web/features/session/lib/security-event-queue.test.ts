import { describe, expect, it } from 'vitest'
import { createSecurityEventQueue, type SecurityEventBody } from './security-event-queue.ts'

describe('security event queue', () => {
  it('sends one event at a time, in order, and keeps going after a failure', async () => {
    const log: string[] = []
    let inFlight = 0
    const queue = createSecurityEventQueue(async (e) => {
      inFlight++
      expect(inFlight).toBe(1)
      log.push(`start ${e.eventType}`)
      await new Promise((r) => setTimeout(r, 5))
      inFlight--
      if (e.details.fail) throw new Error('offline')
      log.push(`end ${e.eventType}`)
    })
    const event = (eventType: SecurityEventBody['eventType'], fail = false): SecurityEventBody => ({
      eventType,
      details: fail ? { fail } : {},
    })
    const warn = console.warn
    console.warn = () => {}
    queue.enqueue(event('login_attempt'))
    queue.enqueue(event('session_expired', true))
    await queue.enqueue(event('login_success'))
    console.warn = warn
    expect(log).toEqual([
      'start login_attempt',
      'end login_attempt',
      'start session_expired',
      'start login_success',
      'end login_success',
    ])
    expect(queue.pending).toBe(0)
  })
})
