import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { customizationKeys } from './customization-keys.ts'

/** POST /api/customizations/:id/versions/:version/restore: an earlier version becomes current. */
export function useRestoreVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.customizations[':id'].versions[':version'].restore
        .$post({ param: { id, version: String(version) } })
        .then(ok),
    onSuccess: (_data, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customizationKeys.customizations.all }),
        queryClient.invalidateQueries({ queryKey: customizationKeys.versions(id) }),
      ]),
  })
}
