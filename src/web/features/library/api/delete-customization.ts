import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { customizationKeys } from '../../customization/public.ts'

/** DELETE /api/customizations/:id */
export function useDeleteCustomization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.customizations[':id'].$delete({ param: { id } }).then(ok),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customizationKeys.customizations.all }),
  })
}
