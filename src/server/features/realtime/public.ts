// The realtime feature's one door: what other features and infrastructure use; everything else stays inside.
export { createLocalEventBus, type EventBus, type RealtimeEvent } from './event-bus.ts'
export { publishBalance } from './publish-balance.ts'
export { publishAccountChanged } from './publish-account-changed.ts'
