import { APICallError, JSONParseError, TypeValidationError, streamText, type LanguageModel } from 'ai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { createAnthropic } from '@ai-sdk/anthropic'
import type { ConfiguredModel } from '../../env.ts'
import { ModelError, type ModelPort, type ModelStreamPart } from './model-port.ts'

// The model port on the ai SDK: its OpenAI-compatible provider (OpenAI, OpenRouter, Ollama, vLLM, LM Studio,
// llama.cpp's server) and its Anthropic provider parse the providers' streams; nothing here reads SSE by hand.
export function createAiSdkModelPort(models: ConfiguredModel[]): ModelPort {
  const byId = new Map(models.map((m) => [m.id, { config: m, model: languageModel(m) }]))
  return {
    async *stream({ modelId, prompt, signal, maxOutputTokens }) {
      const entry = byId.get(modelId)
      if (!entry) throw new ModelError('That model is not available', 'refused')
      const result = streamText({
        model: entry.model,
        prompt,
        maxOutputTokens: Math.min(entry.config.maxOutputTokens, maxOutputTokens ?? Infinity),
        abortSignal: signal,
        // A failed run is reported to the member at once; retrying would hold a reservation and a stream open.
        maxRetries: 0,
        // The SDK logs errors by default; ours are logged once, without the request (decision 0032).
        onError: () => {},
      })
      try {
        for await (const part of result.fullStream) {
          const mapped = toPart(part)
          if (mapped === 'abort') return
          if (mapped) yield mapped
        }
      } catch (error) {
        // A stream cut by the provider throws from the iteration rather than arriving as an error part.
        if (signal.aborted) return
        throw toModelError(error)
      }
    },
  }
}

function toPart(part: {
  type: string
  text?: string
  error?: unknown
  totalUsage?: unknown
}): ModelStreamPart | 'abort' | null {
  switch (part.type) {
    case 'text-delta':
      return part.text ? { type: 'text', text: part.text } : null
    case 'finish': {
      const usage = part.totalUsage as { inputTokens?: number; outputTokens?: number }
      return { type: 'finish', usage: { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens } }
    }
    case 'abort':
      return 'abort'
    case 'error':
      throw toModelError(part.error)
    default:
      return null
  }
}

function languageModel(m: ConfiguredModel): LanguageModel {
  if (m.provider === 'anthropic')
    // The SDK would read ANTHROPIC_API_KEY when no key is given; a local stand-in needs none, so pass an empty one.
    return createAnthropic({ baseURL: m.baseUrl, apiKey: m.apiKey() ?? '' })(m.model)
  return createOpenAICompatible({
    name: m.id,
    baseURL: m.baseUrl,
    apiKey: m.apiKey(),
    includeUsage: true,
  }).chatModel(m.model)
}

/** A provider failure in words a member understands; the provider's own text stays out (it may echo a request). */
export function toModelError(error: unknown): ModelError {
  if (error instanceof ModelError) return error
  if (APICallError.isInstance(error)) {
    const status = error.statusCode
    // A 200 whose body broke off (the SDK's "failed to process successful response") is a lost connection.
    if (status && status < 300) return new ModelError('The connection to the model was lost.', 'unreachable')
    if (status === 429)
      return new ModelError(
        'The model is busy right now (rate limited). Try again in a minute.',
        'rate_limited',
      )
    if (status === 401 || status === 403)
      return new ModelError(
        'The model refused our connection. An administrator needs to check its API key.',
        'refused',
      )
    if (status && status >= 400 && status < 500)
      return new ModelError(`The model did not accept the request (HTTP ${status}).`, 'refused')
    if (status)
      return new ModelError(
        `The model's server had an error (HTTP ${status}). Try again later.`,
        'provider_error',
      )
    return new ModelError("The model's server could not be reached.", 'unreachable')
  }
  if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error))
    return new ModelError('The model sent an answer we could not read.', 'bad_stream')
  return new ModelError('The connection to the model was lost.', 'unreachable')
}
