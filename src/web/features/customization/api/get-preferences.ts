import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { customizationKeys } from './customization-keys.ts'

/** GET /api/preferences: step 1's saved choices, or null before the first save. */
export const preferencesQuery = () =>
  queryOptions({
    queryKey: customizationKeys.preferences(),
    queryFn: () => api.preferences.$get().then(ok),
  })

export const usePreferences = () => useQuery(preferencesQuery())
