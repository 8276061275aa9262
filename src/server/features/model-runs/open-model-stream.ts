import type { ModelPort, ModelStreamPart } from './model-port.ts'

export type OpenedModelStream = { openedAt: number; parts: AsyncIterable<ModelStreamPart> }

/**
 * Calls the model now and hands back its answer to read later, from the first part. A run's start opens the call as
 * soon as the caps and the balance have passed, so the provider's first words are on their way while the
 * reservation is written and committed (decision 0032); the caller aborts `signal` if that commit fails.
 */
export function openModelStream(
  port: ModelPort,
  opts: { modelId: string; prompt: string; signal: AbortSignal },
): OpenedModelStream {
  const openedAt = performance.now()
  const iterator = port.stream(opts)[Symbol.asyncIterator]()
  const first = iterator.next()
  // Its failure is read with the parts; until then it must not count as unhandled.
  first.catch(() => {})
  return {
    openedAt,
    parts: (async function* () {
      const head = await first
      if (head.done) return
      yield head.value
      yield* { [Symbol.asyncIterator]: () => iterator }
    })(),
  }
}
