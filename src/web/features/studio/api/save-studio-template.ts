import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { SaveStudioTemplateInput } from '../../../../shared/studio/studio-input.ts'
import { studioKeys } from './studio-keys.ts'

/** PUT /api/studio/templates/:id: saves the version being edited; answers the linter's findings. */
export function useSaveStudioTemplate(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: SaveStudioTemplateInput) =>
      api.studio.templates[':id'].$put({ param: { id }, json }).then(ok),
    onSuccess: (answer) => {
      queryClient.setQueryData(studioKeys.template(id), answer)
      void queryClient.invalidateQueries({ queryKey: studioKeys.templates() })
    },
  })
}
