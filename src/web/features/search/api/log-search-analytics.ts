import { useCallback } from 'react'
import { api, ok } from '../../../lib/api-client.ts'
import type { SearchType } from '../../../../shared/search/search-bodies.ts'

export type SearchAnalytics = {
  query: string
  type: SearchType
  resultsCount: number
  selectedResultId?: string
}

/**
 * POST /api/functions/log-search-analytics. Spec 7/8: fired on submit, after results and on a result click;
 * a failure is only logged, never shown, and never blocks the search.
 */
export function logSearchAnalytics(entry: SearchAnalytics): void {
  const query = entry.query.trim()
  if (!query) return
  api.functions['log-search-analytics']
    .$post({ json: { ...entry, query: query.slice(0, 500) } })
    .then(ok)
    .catch((err: unknown) => console.error('Failed to log search analytics', err))
}

/** The same, as a hook for components (e.g. the home page's AI box, which logs its submit with a count of 0). */
export const useLogSearchAnalytics = () =>
  useCallback((entry: SearchAnalytics) => logSearchAnalytics(entry), [])
