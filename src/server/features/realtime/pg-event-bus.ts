import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { busEvent, createLocalEventBus, type EventBus } from './event-bus.ts'

const channel = 'pm_realtime'

/**
 * The event bus across server processes on one PostgreSQL: an event reaches this process's listeners at once
 * (as the local bus does) and the others through NOTIFY; a dedicated connection LISTENs and hands their events
 * to local listeners, skipping this process's own. The listener reconnects after a lost connection.
 */
export function createPgEventBus(pool: pg.Pool, opts: { reconnectMs?: number } = {}) {
  const local = createLocalEventBus()
  const origin = randomUUID()
  let client: pg.Client | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  let closed = false

  const reconnect = () => {
    client = null
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void listen()
    }, opts.reconnectMs ?? 2000)
  }

  const listen = async () => {
    const c = new pg.Client(pool.options)
    c.on('error', (err) => {
      if (!closed) console.error('Realtime listener lost its connection:', err.message)
      void c.end().catch(() => {})
      reconnect()
    })
    c.on('notification', (msg) => {
      if (msg.channel !== channel || !msg.payload) return
      try {
        const note = JSON.parse(msg.payload) as { origin?: unknown; event?: unknown }
        const event = busEvent.safeParse(note.event)
        if (note.origin !== origin && event.success) local.publish(event.data)
      } catch {
        /* not ours */
      }
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${channel}`)
      if (closed) await c.end()
      else client = c
    } catch (err) {
      if (!closed) console.error('Realtime listener could not connect:', (err as Error).message)
      void c.end().catch(() => {})
      reconnect()
    }
  }

  const ready = listen()
  const bus: EventBus & { ready: Promise<void>; close: () => Promise<void> } = {
    publish: (event) => {
      local.publish(event)
      pool
        .query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ origin, event })])
        .catch((err: Error) => console.error('Realtime event not sent to other servers:', err.message))
    },
    subscribe: local.subscribe,
    ready,
    close: async () => {
      closed = true
      clearTimeout(retry)
      await ready
      await client?.end().catch(() => {})
    },
  }
  return bus
}
