/** The data of each complete SSE message in `buffer`, and what is left of an incomplete one. */
export function sseData(buffer: string): { messages: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  const messages = blocks
    .map((block) =>
      block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n'),
    )
    .filter(Boolean)
  return { messages, rest }
}
