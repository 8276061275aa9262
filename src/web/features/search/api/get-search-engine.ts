import { queryOptions, useQuery } from '@tanstack/react-query'
import { parseSearchEngineInfo } from '../../../../shared/search/search-engines.ts'
import { api, ok } from '../../../lib/api-client.ts'
import { searchKeys } from './search-keys.ts'

/** GET /api/search/engine: whether a search asks the language model first or the local ranker (fixed per server). */
export const searchEngineQuery = () =>
  queryOptions({
    queryKey: searchKeys.engine,
    queryFn: () => api.search.engine.$get().then(ok).then(parseSearchEngineInfo),
    staleTime: Infinity,
  })

export const useSearchEngine = () => useQuery(searchEngineQuery())
