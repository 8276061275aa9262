import { describe, expect, it } from 'vitest'
import { freshDb, testDbKind } from '../../testing/fresh-db.ts'
import type { RealtimeEvent } from './event-bus.ts'
import { createPgEventBus } from './pg-event-bus.ts'

describe('PostgreSQL event bus (LISTEN/NOTIFY)', () => {
  it.skipIf(testDbKind() !== 'postgres')(
    'delivers an event to this process at once and to another process once',
    async () => {
      const { pool } = await freshDb()
      const a = createPgEventBus(pool!)
      const b = createPgEventBus(pool!)
      try {
        await Promise.all([a.ready, b.ready])
        const seenByA: RealtimeEvent[] = []
        const seenByB: RealtimeEvent[] = []
        a.subscribe((e) => seenByA.push(e))
        b.subscribe((e) => seenByB.push(e))
        const event: RealtimeEvent = { type: 'balance', userId: 'u1', balance: 7 }
        a.publish(event)
        expect(seenByA).toEqual([event])
        await expect.poll(() => seenByB).toEqual([event])
        await new Promise((r) => setTimeout(r, 200))
        expect(seenByA).toEqual([event])
      } finally {
        await a.close()
        await b.close()
      }
    },
  )

  it.skipIf(testDbKind() !== 'postgres')(
    'skips a notification that is not an event of the contract',
    async () => {
      const { pool } = await freshDb()
      const bus = createPgEventBus(pool!)
      try {
        await bus.ready
        const seen: RealtimeEvent[] = []
        bus.subscribe((e) => seen.push(e))
        const note = (event: unknown) => JSON.stringify({ origin: 'another-process', event })
        await pool!.query('SELECT pg_notify($1, $2)', ['pm_realtime', note({ type: 'balance', balance: 3 })])
        await pool!.query('SELECT pg_notify($1, $2)', [
          'pm_realtime',
          note({ type: 'refund', orderId: 'o1' }),
        ])
        await pool!.query('SELECT pg_notify($1, $2)', ['pm_realtime', 'not json'])
        const good = { type: 'template-updated', templateId: 't1' } as const
        await pool!.query('SELECT pg_notify($1, $2)', ['pm_realtime', note(good)])
        await expect.poll(() => seen).toEqual([good])
      } finally {
        await bus.close()
      }
    },
  )
})
