import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { CreateCustomizationInput } from '../../../../shared/customization/customization-input.ts'
import { customizationKeys } from './customization-keys.ts'

/** POST /api/customizations: saves a new customisation. */
export function useCreateCustomization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: CreateCustomizationInput) => api.customizations.$post({ json }).then(ok),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customizationKeys.customizations.all }),
  })
}
