import { z } from 'zod'

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
export type RealtimeEvent = z.infer<typeof realtimeEvent>
export type RealtimeEventType = RealtimeEvent['type']

export const realtimeEventTypes: readonly RealtimeEventType[] = realtimeEvent.options.map(
  (o) => o.shape.type.value,
)

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

/** An SSE message back into an event; null for a name or data this version does not know, never a throw. */
export function parseSseMessage(name: string, data: string): RealtimeEvent | null {
  let payload: unknown
  try {
    payload = JSON.parse(data)
  } catch {
    return null
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null
  const parsed = realtimeEvent.safeParse({ ...payload, type: name })
  return parsed.success ? parsed.data : null
}
