import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { PreferencesInput } from '../../../../shared/customization/preferences.ts'
import { customizationKeys } from './customization-keys.ts'

/** PUT /api/preferences: upserts step 1's choices. */
export function useSavePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: PreferencesInput) => api.preferences.$put({ json }).then(ok),
    onSuccess: (data) => queryClient.setQueryData(customizationKeys.preferences(), data),
  })
}
