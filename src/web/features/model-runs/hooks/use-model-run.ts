import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { RunEvent, RunSummary } from '../../../../shared/model-runs/run-contracts.ts'
import { streamRun } from '../api/stream-run.ts'
import { modelRunKeys } from '../api/model-run-keys.ts'
import { ApiError } from '../../../lib/api-client.ts'

export type RunColumn = {
  runId: string
  modelId: string
  modelLabel: string
  reserved: number
  text: string
  /** Set when the server reports the run ended. */
  summary: RunSummary | null
  /** Stopped here before the server's last word arrived. */
  stopped?: boolean
}

export type RunState = {
  columns: RunColumn[]
  streaming: boolean
  /** A refusal before the stream (caps, credits) or a lost connection, in words for the member. */
  error: string | null
}

const initial: RunState = { columns: [], streaming: false, error: null }

/** One run at a time from this page: start it on up to three models, watch it stream, stop it. */
export function useModelRun(customizationId: string) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<RunState>(initial)
  const controller = useRef<AbortController | null>(null)
  // Leaving the page ends the stream; the server settles the run as stopped.
  useEffect(() => () => controller.current?.abort(), [])

  const apply = useCallback((event: RunEvent) => {
    setState((s) => {
      switch (event.type) {
        case 'start':
          return {
            ...s,
            columns: [
              ...s.columns,
              {
                runId: event.runId,
                modelId: event.modelId,
                modelLabel: event.modelLabel,
                reserved: event.reserved,
                text: '',
                summary: null,
              },
            ],
          }
        case 'delta':
          return {
            ...s,
            columns: s.columns.map((c) =>
              c.runId === event.runId ? { ...c, text: c.text + event.text } : c,
            ),
          }
        case 'done':
          return {
            ...s,
            columns: s.columns.map((c) =>
              c.runId === event.run.id ? { ...c, text: event.run.output, summary: event.run } : c,
            ),
          }
        default:
          return s
      }
    })
  }, [])

  const start = useCallback(
    async (modelIds: string[]) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setState({ columns: [], streaming: true, error: null })
      try {
        await streamRun({ customizationId, modelIds }, apply, current.signal)
      } catch (err) {
        if (!current.signal.aborted)
          setState((s) => ({
            ...s,
            error:
              err instanceof ApiError
                ? err.message
                : 'The connection to the server was lost. What streamed so far is kept in the run history.',
          }))
      } finally {
        if (controller.current === current) controller.current = null
        setState((s) => ({ ...s, streaming: false }))
        // The server has settled the runs (or will, for a stop): the history shows their final figures.
        window.setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: modelRunKeys.history(customizationId) }),
          current.signal.aborted ? 400 : 0,
        )
      }
    },
    [apply, customizationId, queryClient],
  )

  const stop = useCallback(() => {
    controller.current?.abort()
    setState((s) => ({
      ...s,
      streaming: false,
      columns: s.columns.map((c) => (c.summary ? c : { ...c, stopped: true })),
    }))
  }, [])

  return { ...state, start, stop }
}
