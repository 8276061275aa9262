import { describe, expect, it } from 'vitest'
import { ModelError, type ModelPort, type ModelStreamPart } from './model-port.ts'
import { openModelStream } from './open-model-stream.ts'

const signal = new AbortController().signal

/** A port that records when a call begins, then answers `parts` or throws `error` first. */
function fakePort(parts: ModelStreamPart[], error?: ModelError) {
  const calls: string[] = []
  const port: ModelPort = {
    async *stream({ modelId }) {
      calls.push(modelId)
      await new Promise((r) => setTimeout(r, 5))
      if (error) throw error
      yield* parts
    },
  }
  return { port, calls }
}

const read = async (parts: AsyncIterable<ModelStreamPart>) => {
  const seen: ModelStreamPart[] = []
  for await (const p of parts) seen.push(p)
  return seen
}

describe('openModelStream', () => {
  it('calls the model at once and hands back every part, the first included, when read later', async () => {
    const answer: ModelStreamPart[] = [
      { type: 'text', text: 'Hi ' },
      { type: 'text', text: 'there' },
      { type: 'finish', usage: { inputTokens: 3, outputTokens: 2 } },
    ]
    const { port, calls } = fakePort(answer)
    const opened = openModelStream(port, { modelId: 'm', prompt: 'p', signal })
    expect(calls).toEqual(['m'])
    await new Promise((r) => setTimeout(r, 20))
    expect(await read(opened.parts)).toEqual(answer)
  })

  it("keeps a provider's failure for the reader, not as an unhandled rejection", async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (e: unknown) => unhandled.push(e)
    process.on('unhandledRejection', onUnhandled)
    const { port } = fakePort([], new ModelError('busy', 'rate_limited'))
    const opened = openModelStream(port, { modelId: 'm', prompt: 'p', signal })
    await new Promise((r) => setTimeout(r, 30))
    await expect(read(opened.parts)).rejects.toThrow('busy')
    process.off('unhandledRejection', onUnhandled)
    expect(unhandled).toEqual([])
  })
})
