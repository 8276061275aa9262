import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/users?email=: accounts whose e-mail contains the text. */
export const findUsersQuery = (email: string) =>
  queryOptions({
    queryKey: adminKeys.users(email),
    queryFn: () => api.admin.users.$get({ query: { email } }).then(ok),
  })

export const useFindUsers = (email: string) =>
  useQuery({ ...findUsersQuery(email), enabled: email.trim() !== '' })
