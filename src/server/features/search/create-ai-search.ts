import type { Db } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import type { EventBus } from '../realtime/public.ts'
import type { AiSearch } from './ai-search.ts'
import { createLocalAiSearch } from './local-ai-search.ts'
import { createOpenAiSearch } from './openai-ai-search.ts'
import { createSearchIndex } from './search-index.ts'

/** The AI search the environment asks for: the local ranker (default) or an OpenAI-compatible model over it. */
export function createAiSearch(opts: {
  env: Pick<Env, 'AI_SEARCH_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>
  db: Db
  events: EventBus
}): AiSearch {
  const index = createSearchIndex(opts.db, opts.events)
  const { env } = opts
  if (env.AI_SEARCH_PROVIDER === 'openai' && env.AI_BASE_URL && env.AI_MODEL)
    return createOpenAiSearch(opts.db, index, {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
    })
  return createLocalAiSearch(opts.db, index)
}
