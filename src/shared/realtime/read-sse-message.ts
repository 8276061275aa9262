// The realtime events as the browser reads them, written out rather than in zod: every signed-in page listens for
// them, and zod (about 90 KB) would otherwise load with each. events.ts holds the same contract as zod schemas for
// the server, and its tests hold the two to the same answers.

export type RealtimeEvent =
  | { type: 'balance'; balance: number }
  | { type: 'template-updated'; templateId: string }
  | { type: 'template-deleted'; templateId: string }
export type RealtimeEventType = RealtimeEvent['type']

export const realtimeEventTypes: readonly RealtimeEventType[] = [
  'balance',
  'template-updated',
  'template-deleted',
]

const templateId = (payload: Record<string, unknown>) =>
  typeof payload.templateId === 'string' && payload.templateId.length > 0 ? payload.templateId : null

/** An SSE message back into an event; null for a name or data this version does not know, never a throw. */
export function parseSseMessage(name: string, data: string): RealtimeEvent | null {
  let payload: unknown
  try {
    payload = JSON.parse(data)
  } catch {
    return null
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null
  const fields = payload as Record<string, unknown>
  if (name === 'balance')
    return Number.isInteger(fields.balance) ? { type: 'balance', balance: fields.balance as number } : null
  if (name === 'template-updated' || name === 'template-deleted') {
    const id = templateId(fields)
    return id === null ? null : { type: name, templateId: id }
  }
  return null
}
