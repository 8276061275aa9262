export type ServerEvent = { event: string; data: unknown }

/** Reads SSE frames from a streaming answer until `enough` says so, the stream ends, or 5 s pass. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  enough: (events: ServerEvent[]) => boolean,
): Promise<ServerEvent[]> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const events: ServerEvent[] = []
  let buffer = ''
  const deadline = Date.now() + 5000
  while (!enough(events) && Date.now() < deadline) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let cut
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut)
      buffer = buffer.slice(cut + 2)
      const data = frame.match(/^data: (.*)$/m)?.[1]
      events.push({
        event: frame.match(/^event: (.*)$/m)?.[1] ?? 'message',
        data: data ? JSON.parse(data) : null,
      })
    }
  }
  await reader.cancel()
  return events
}

/** The complete SSE frames at the start of `buffer`, parsed, and what is left of it (a frame still arriving). */
export function takeFrames(buffer: string): { events: ServerEvent[]; rest: string } {
  const events: ServerEvent[] = []
  let rest = buffer
  let cut
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const frame = rest.slice(0, cut)
    rest = rest.slice(cut + 2)
    const data = frame.match(/^data: (.*)$/m)?.[1]
    events.push({
      event: frame.match(/^event: (.*)$/m)?.[1] ?? 'message',
      data: data ? JSON.parse(data) : null,
    })
  }
  return { events, rest }
}
