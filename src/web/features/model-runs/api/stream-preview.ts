import { ok } from '../../../lib/api-client.ts'
import {
  parsePreviewEvent,
  type PreviewEvent,
  type StartPreviewInput,
} from '../../../../shared/model-runs/preview-contracts.ts'
import { sseData } from '../lib/sse-data.ts'

/**
 * POST /api/model-previews: starts a free preview and hands each event of its answer stream to `onEvent` until it
 * ends. A refusal (already previewed, a limit, no model) throws ApiError with the server's message.
 */
export async function streamPreview(
  input: StartPreviewInput,
  onEvent: (event: PreviewEvent) => void,
  signal: AbortSignal,
) {
  const res = await fetch('/api/model-previews', {
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
      const event = parsePreviewEvent(data)
      if (event) onEvent(event)
    }
  }
}
