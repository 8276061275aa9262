import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppEnv } from '../../app-env.ts'
import { requireUser } from '../auth/public.ts'
import { currentBalance } from '../credits/public.ts'
import type { RealtimeEvent } from './event-bus.ts'
import { toSseMessage } from '../../../shared/realtime/events.ts'
import type { RealtimeEvent as SharedRealtimeEvent } from '../../../shared/realtime/read-sse-message.ts'

// Spec 9: a 25 s heartbeat; each beat also re-checks the session so an expired one stops receiving.
export const heartbeatMs = 25_000

export const realtimeRoutes = new Hono<AppEnv>().get('/events', requireUser, (c) => {
  const { db, events, auth, stopping } = c.var.deps
  const userId = c.var.user.id
  c.header('Cache-Control', 'no-cache, no-transform')
  c.header('X-Accel-Buffering', 'no')
  return streamSSE(c, async (stream) => {
    let closed = false
    let writing = Promise.resolve()
    // Writes one after another, so a burst of events keeps its order.
    const write = (message: { event: string; data: string }) => {
      writing = writing
        .then(() => (closed ? undefined : stream.writeSSE(message)))
        .catch(() => {
          closed = true
        })
      return writing
    }
    const send = (event: SharedRealtimeEvent) => {
      const message = toSseMessage(event)
      if (message) return write(message)
      console.error(`Realtime event not sent: a ${event.type} event that does not fit the contract`)
      return writing
    }
    let wake = () => {}
    const unsubscribe = events.subscribe((e: RealtimeEvent) => {
      // Server-only: the member's sign-in changed, so the session is checked now rather than at the next beat.
      if (e.type === 'account-changed') {
        if (e.userId === userId) wake()
      } else if (e.type !== 'balance' || e.userId === userId) void send(e)
    })
    const end = () => {
      closed = true
      wake()
    }
    stream.onAbort(end)
    // A shutting-down server ends its streams, so they do not hold it open; the browser reconnects to another.
    stopping.addEventListener('abort', end, { once: true })
    if (stopping.aborted) end()
    try {
      await send({ type: 'balance', balance: (await currentBalance(db, userId)) ?? 0 })
      while (!closed) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, heartbeatMs)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        if (closed) break
        const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null)
        if (!session) break
        await write({ event: 'ping', data: '{}' })
      }
    } finally {
      closed = true
      stopping.removeEventListener('abort', end)
      unsubscribe()
    }
  })
})
