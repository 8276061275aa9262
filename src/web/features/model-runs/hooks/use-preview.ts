import { useCallback, useEffect, useRef, useState } from 'react'
import type { PreviewEvent, StartPreviewInput } from '../../../../shared/model-runs/preview-contracts.ts'
import { ApiError } from '../../../lib/api-client.ts'

export type PreviewState = {
  phase: 'idle' | 'streaming' | 'done'
  modelLabel: string | null
  maxOutputTokens: number | null
  text: string
  /** The server's last word on the answer, once it ended. */
  outcome: Extract<PreviewEvent, { type: 'done' }> | null
  /** A refusal before the stream (already previewed, a limit) or a lost connection, in words for the member. */
  error: string | null
}

const initial: PreviewState = {
  phase: 'idle',
  modelLabel: null,
  maxOutputTokens: null,
  text: '',
  outcome: null,
  error: null,
}

/** One free preview from a detail page: start it, watch the answer stream in. */
export function usePreview() {
  const [state, setState] = useState<PreviewState>(initial)
  const controller = useRef<AbortController | null>(null)
  // Leaving the page ends the stream.
  useEffect(() => () => controller.current?.abort(), [])

  const apply = useCallback((event: PreviewEvent) => {
    setState((s) => {
      switch (event.type) {
        case 'start':
          return { ...s, modelLabel: event.modelLabel, maxOutputTokens: event.maxOutputTokens }
        case 'delta':
          return { ...s, text: s.text + event.text }
        case 'done':
          return { ...s, outcome: event }
      }
    })
  }, [])

  const start = useCallback(
    async (input: StartPreviewInput) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setState({ ...initial, phase: 'streaming' })
      try {
        // Loaded with the first preview: it parses the stream with zod (25 KB gzip), which a detail page does not
        // need before then.
        const { streamPreview } = await import('../api/stream-preview.ts')
        await streamPreview(input, apply, current.signal)
      } catch (err) {
        if (!current.signal.aborted)
          setState((s) => ({
            ...s,
            error:
              err instanceof ApiError
                ? err.message
                : 'The connection to the server was lost. Please try again.',
          }))
      } finally {
        if (controller.current === current) controller.current = null
        setState((s) => ({ ...s, phase: s.error && !s.text ? 'idle' : 'done' }))
      }
    },
    [apply],
  )

  return { ...state, start }
}
