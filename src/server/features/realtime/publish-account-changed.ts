import type { EventBus } from './event-bus.ts'

/**
 * Tells every server process that this member's sign-in changed (a session ended; password, e-mail, name or role
 * changed; account deleted), so none keeps serving it from memory (decision 0028). Call it after the commit.
 */
export function publishAccountChanged(deps: { events: EventBus }, userId: string) {
  deps.events.publish({ type: 'account-changed', userId })
}
