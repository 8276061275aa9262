import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys, type AuditFilters } from './admin-keys.ts'

/** GET /api/admin/audit: the audit log, newest first, paged backwards with `before`. */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit.list(filters),
    queryFn: ({ pageParam }) =>
      api.admin.audit
        .$get({ query: { ...filters, limit: '50', ...(pageParam ? { before: pageParam } : {}) } })
        .then(ok),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })

export const useAudit = (filters: AuditFilters) => useInfiniteQuery(auditQuery(filters))
