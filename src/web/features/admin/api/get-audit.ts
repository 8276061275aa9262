import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** GET /api/admin/audit: the audit log, newest first, paged backwards with `before`. */
export const auditQuery = (filters: { action?: string; target?: string }) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam }) =>
      api.admin.audit
        .$get({ query: { ...filters, limit: '50', ...(pageParam ? { before: pageParam } : {}) } })
        .then(ok),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })

export const useAudit = (filters: { action?: string; target?: string }) =>
  useInfiniteQuery(auditQuery(filters))
