import { EventEmitter } from 'node:events'

export type RealtimeEvent =
  | { type: 'balance'; userId: string; balance: number }
  | { type: 'template-updated'; templateId: string }
  | { type: 'template-deleted'; templateId: string }

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
