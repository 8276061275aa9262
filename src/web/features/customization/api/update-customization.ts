import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { UpdateCustomizationInput } from '../../../../shared/customization/customization-input.ts'

/** PUT /api/customizations/:id: saves an edit; the server keeps the earlier version. */
export function useUpdateCustomization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...json }: UpdateCustomizationInput & { id: string }) =>
      api.customizations[':id'].$put({ param: { id }, json }).then(ok),
    onSuccess: (_data, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['customizations'] }),
        queryClient.invalidateQueries({ queryKey: ['customization-versions', id] }),
      ]),
  })
}
