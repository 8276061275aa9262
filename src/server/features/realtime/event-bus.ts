import { EventEmitter } from 'node:events'
import { z } from 'zod'
import {
  accountChangedEvent,
  balanceEvent,
  templateDeletedEvent,
  templateUpdatedEvent,
} from '../../../shared/realtime/events.ts'

/**
 * What travels on the bus: a realtime event of the shared contract, and for a balance the member it is for (the
 * stream sends it to that member only, without the id), and the server-only `account-changed`. Parsed again where it arrives from another process.
 */
export const busEvent = z.discriminatedUnion('type', [
  balanceEvent.extend({ userId: z.string().min(1) }),
  templateUpdatedEvent,
  templateDeletedEvent,
  accountChangedEvent,
])
export type RealtimeEvent = z.infer<typeof busEvent>

export type EventBus = {
  publish: (event: RealtimeEvent) => void
  subscribe: (listener: (event: RealtimeEvent) => void) => () => void
}

// In-process fan-out; published only after the transaction that caused it has committed.
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    publish: (event) => emitter.emit('event', event),
    subscribe: (listener) => {
      emitter.on('event', listener)
      return () => emitter.off('event', listener)
    },
  }
}
