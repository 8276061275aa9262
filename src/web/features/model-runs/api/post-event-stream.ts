import { ok } from '../../../lib/api-client.ts'
import { sseData } from '../lib/sse-data.ts'

/**
 * POSTs `input` as JSON to an endpoint that answers with server-sent events, and hands each event `parse` accepts
 * to `onEvent` until the stream ends. A refusal throws ApiError with the server's message.
 */
export async function postEventStream<E>(
  path: string,
  input: unknown,
  parse: (data: string) => E | null | undefined,
  onEvent: (event: E) => void,
  signal: AbortSignal,
) {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(input),
    signal,
  })
  if (!res.ok || !res.body) {
    await ok(res)
    return
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += value
    const { messages, rest } = sseData(buffer)
    buffer = rest
    for (const data of messages) {
      const event = parse(data)
      if (event) onEvent(event)
    }
  }
}
