import {
  parsePreviewEvent,
  type PreviewEvent,
  type StartPreviewInput,
} from '../../../../shared/model-runs/preview-contracts.ts'
import { postEventStream } from './post-event-stream.ts'

/**
 * POST /api/model-previews: starts a free preview and hands each event of its answer stream to `onEvent` until it
 * ends. A refusal (already previewed, a limit, no model) throws ApiError with the server's message.
 */
export const streamPreview = (
  input: StartPreviewInput,
  onEvent: (event: PreviewEvent) => void,
  signal: AbortSignal,
) => postEventStream('/api/model-previews', input, parsePreviewEvent, onEvent, signal)
