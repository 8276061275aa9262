import {
  parseRunEvent,
  type RunEvent,
  type StartRunInput,
} from '../../../../shared/model-runs/run-contracts.ts'
import { postEventStream } from './post-event-stream.ts'

/**
 * POST /api/model-runs: starts a run and hands each event of its answer stream to `onEvent` until it ends. A refusal
 * (caps, credits, no model) throws ApiError with the server's message; `signal` is the Stop button.
 */
export const streamRun = (input: StartRunInput, onEvent: (event: RunEvent) => void, signal: AbortSignal) =>
  postEventStream('/api/model-runs', input, parseRunEvent, onEvent, signal)
