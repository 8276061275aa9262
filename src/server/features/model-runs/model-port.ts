// The port for language models (decision 0032): what a run needs from a provider, whichever it is.

export type ModelUsage = { inputTokens: number | undefined; outputTokens: number | undefined }

export type ModelStreamPart = { type: 'text'; text: string } | { type: 'finish'; usage: ModelUsage }

export type ModelPort = {
  /**
   * The model's answer to a prompt, as it streams. Ends early when `signal` aborts; a provider failure throws
   * ModelError. `maxOutputTokens` lowers the model's configured maximum (a preview's cut), never raises it.
   */
  stream: (opts: {
    modelId: string
    prompt: string
    signal: AbortSignal
    maxOutputTokens?: number
  }) => AsyncIterable<ModelStreamPart>
}

/** A provider's failure, said so a member understands it; never carries a key or a request. */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly kind: 'rate_limited' | 'refused' | 'provider_error' | 'unreachable' | 'bad_stream',
  ) {
    super(message)
  }
}
