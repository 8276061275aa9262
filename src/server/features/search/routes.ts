import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import type { AiSearchAnswer } from '../../../shared/search/ai-recommendation.ts'
import type { SearchEngineInfo } from '../../../shared/search/search-engines.ts'
import { aiSearchBody } from '../../../shared/search/search-bodies.ts'
import { recommendPrompts } from './recommend-prompts.ts'

export const searchRoutes = new Hono<AppEnv>()
  .post('/functions/ai-search-prompts', validate('json', aiSearchBody), async (c) =>
    c.json<AiSearchAnswer>(await recommendPrompts(c.var.deps.aiSearch, c.req.valid('json'))),
  )
  .get('/search/engine', (c) => c.json<SearchEngineInfo>({ engine: c.var.deps.aiSearch.engine }))
