import { z } from 'zod'
import type { RealtimeEvent, RealtimeEventType } from './read-sse-message.ts'

// The realtime events the server sends on GET /api/events (spec 9), named and shaped once for both sides: on the
// wire an event's `type` is the SSE event name and the rest is its JSON data.
export const balanceEvent = z.object({ type: z.literal('balance'), balance: z.number().int() })
export const templateUpdatedEvent = z.object({
  type: z.literal('template-updated'),
  templateId: z.string().min(1),
})
export const templateDeletedEvent = z.object({
  type: z.literal('template-deleted'),
  templateId: z.string().min(1),
})

/**
 * Between server processes only, never sent to a browser: something about this member's sign-in changed (a session
 * ended, their password, e-mail, name or role changed, the account was deleted), so every process forgets what it
 * keeps in memory for them (decision 0028).
 */
export const accountChangedEvent = z.object({ type: z.literal('account-changed'), userId: z.string().min(1) })

export const realtimeEvent = z.discriminatedUnion('type', [
  balanceEvent,
  templateUpdatedEvent,
  templateDeletedEvent,
])
// The schemas and the browser's type (read-sse-message.ts) describe the same events, both ways: a difference fails
// the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export type SchemasMatchBrowserEvents =
  Same<z.infer<typeof realtimeEvent>, RealtimeEvent> extends true ? true : never

/**
 * An event as one SSE message; null for one that does not fit the contract. Fields beyond the event's own (e.g.
 * whom a balance is for) are not sent.
 */
export function toSseMessage(event: RealtimeEvent): { event: RealtimeEventType; data: string } | null {
  const parsed = realtimeEvent.safeParse(event)
  if (!parsed.success) return null
  const { type, ...data } = parsed.data
  return { event: type, data: JSON.stringify(data) }
}
