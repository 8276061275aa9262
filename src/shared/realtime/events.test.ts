import { describe, expect, it } from 'vitest'
import { realtimeEvent, toSseMessage, type SchemasMatchBrowserEvents } from './events.ts'
import { parseSseMessage, realtimeEventTypes, type RealtimeEvent } from './read-sse-message.ts'

const schemasMatch: SchemasMatchBrowserEvents = true

const events: RealtimeEvent[] = [
  { type: 'balance', balance: 12 },
  { type: 'template-updated', templateId: 'side-hustle-launcher' },
  { type: 'template-deleted', templateId: 'tpl_1' },
]

describe('realtime events contract', () => {
  it('names every event once, as the schemas do', () => {
    expect(schemasMatch).toBe(true)
    expect(realtimeEventTypes).toEqual(['balance', 'template-updated', 'template-deleted'])
    expect(realtimeEvent.options.map((o) => o.shape.type.value)).toEqual(realtimeEventTypes)
  })

  // The browser's reader is written out without zod (read-sse-message.ts): it must answer as the schemas do.
  it('reads every message as the schemas would', () => {
    const viaSchemas = (name: string, data: string) => {
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
    const payloads = [
      '{"balance":12}',
      '{"balance":0}',
      '{"balance":-3}',
      '{"balance":1.5}',
      '{"balance":"3"}',
      '{"balance":null}',
      '{"balance":1e400}',
      '{"balance":12,"userId":"u1","extra":true}',
      '{"templateId":"t1"}',
      '{"templateId":""}',
      '{"templateId":7}',
      '{"templateId":"t1","balance":4}',
      '{"type":"balance","balance":2}',
      '{}',
      'null',
      '[1]',
      '"text"',
      '12',
      'not json',
      '',
    ]
    let compared = 0
    for (const name of [...realtimeEventTypes, 'ping', 'refund', 'type', '__proto__'])
      for (const data of payloads) {
        expect(parseSseMessage(name, data), `${name} ${data}`).toEqual(viaSchemas(name, data))
        compared++
      }
    expect(compared).toBe(140)
  })

  it.each(events)('accepts a $type event and carries it over SSE unchanged', (event) => {
    expect(realtimeEvent.parse(event)).toEqual(event)
    const message = toSseMessage(event)!
    expect(message.event).toBe(event.type)
    expect(JSON.parse(message.data)).not.toHaveProperty('type')
    expect(parseSseMessage(message.event, message.data)).toEqual(event)
  })

  it('sends a balance as {balance} only, without whom it is for', () => {
    const busEvent = { type: 'balance' as const, balance: 3, userId: 'u1' }
    expect(toSseMessage(busEvent)).toEqual({ event: 'balance', data: '{"balance":3}' })
  })

  it('rejects malformed events', () => {
    for (const bad of [
      { type: 'balance' },
      { type: 'balance', balance: '3' },
      { type: 'balance', balance: 1.5 },
      { type: 'template-updated' },
      { type: 'template-updated', templateId: '' },
      { type: 'template-deleted', templateId: 7 },
      { type: 'refund', orderId: 'o1' },
      {},
    ])
      expect(realtimeEvent.safeParse(bad).success).toBe(false)
    expect(toSseMessage({ type: 'balance', balance: Number.NaN })).toBeNull()
  })

  it('reads an unknown name, bad JSON or a wrong payload as null, never a throw', () => {
    expect(parseSseMessage('ping', '{}')).toBeNull()
    expect(parseSseMessage('refund', '{"orderId":"o1"}')).toBeNull()
    expect(parseSseMessage('balance', 'not json')).toBeNull()
    expect(parseSseMessage('balance', 'null')).toBeNull()
    expect(parseSseMessage('balance', '[1]')).toBeNull()
    expect(parseSseMessage('balance', '{"balance":"lots"}')).toBeNull()
    expect(parseSseMessage('template-updated', '{}')).toBeNull()
  })

  it('takes the name from the SSE event, not from the data', () => {
    expect(parseSseMessage('template-deleted', '{"type":"template-updated","templateId":"t1"}')).toEqual({
      type: 'template-deleted',
      templateId: 't1',
    })
  })
})
