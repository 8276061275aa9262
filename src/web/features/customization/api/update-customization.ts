import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { UpdateCustomizationInput } from '../../../../shared/customization/customization-input.ts'
import { customizationKeys } from './customization-keys.ts'

/** PUT /api/customizations/:id: saves an edit; the server keeps the earlier version. */
export function useUpdateCustomization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...json }: UpdateCustomizationInput & { id: string }) =>
      api.customizations[':id'].$put({ param: { id }, json }).then(ok),
    onSuccess: (_data, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customizationKeys.customizations.all }),
        queryClient.invalidateQueries({ queryKey: customizationKeys.versions(id) }),
      ]),
  })
}
