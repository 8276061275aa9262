import { z } from 'zod'

// AI_MODELS: the language models members can run their customisations on (decision 0032). The browser sees only
// the public part (publicModel); base URLs and the names of key variables stay on the server.

export const modelProviders = ['openai-compatible', 'anthropic'] as const
export type ModelProvider = (typeof modelProviders)[number]

const price = z.number().min(0, 'must be 0 or more').max(100_000)

export const aiModelConfig = z.object({
  id: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]{0,63}$/,
      'must be 1-64 lowercase letters, digits, dots, dashes or underscores',
    ),
  label: z.string().trim().min(1).max(60),
  provider: z.enum(modelProviders),
  /** Up to the API's version segment: https://api.openai.com/v1, http://127.0.0.1:11434/v1, https://api.anthropic.com/v1 */
  baseUrl: z.url().refine((v) => /^https?:/.test(v), 'must be an http(s) URL'),
  /** The name of the environment variable holding its key; omitted for a local server that needs none. */
  apiKeyEnv: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]{0,99}$/, 'must be the name of an environment variable')
    .optional(),
  /** The provider's model name (gpt-4o-mini, llama3.2, claude-sonnet-4-5...). */
  model: z.string().trim().min(1).max(200),
  /** Credits per 1,000 input tokens. */
  priceIn: price,
  /** Credits per 1,000 output tokens. */
  priceOut: price,
  maxOutputTokens: z.number().int().min(1).max(200_000),
})

export type AiModelConfig = z.infer<typeof aiModelConfig>

export const aiModelsConfig = z
  .array(aiModelConfig)
  .max(20, 'lists at most 20 models')
  .refine((list) => new Set(list.map((m) => m.id)).size === list.length, 'has two models with the same id')

/** AI_MODELS as the environment gives it: a JSON array. */
export const aiModelsJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of models' })
      return z.NEVER
    }
  })
  .pipe(aiModelsConfig)

/** What the browser learns about a model. */
export type PublicModel = Pick<
  AiModelConfig,
  'id' | 'label' | 'provider' | 'priceIn' | 'priceOut' | 'maxOutputTokens'
>

export const toPublicModel = (m: AiModelConfig): PublicModel => ({
  id: m.id,
  label: m.label,
  provider: m.provider,
  priceIn: m.priceIn,
  priceOut: m.priceOut,
  maxOutputTokens: m.maxOutputTokens,
})
