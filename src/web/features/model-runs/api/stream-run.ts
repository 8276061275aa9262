import { ok } from '../../../lib/api-client.ts'
import {
  parseRunEvent,
  type RunEvent,
  type StartRunInput,
} from '../../../../shared/model-runs/run-contracts.ts'
import { sseData } from '../lib/sse-data.ts'

/**
 * POST /api/model-runs: starts a run and hands each event of its answer stream to `onEvent` until it ends. A refusal
 * (caps, credits, no model) throws ApiError with the server's message; `signal` is the Stop button.
 */
export async function streamRun(
  input: StartRunInput,
  onEvent: (event: RunEvent) => void,
  signal: AbortSignal,
) {
  const res = await fetch('/api/model-runs', {
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
      const event = parseRunEvent(data)
      if (event) onEvent(event)
    }
  }
}
