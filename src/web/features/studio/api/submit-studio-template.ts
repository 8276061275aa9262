import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { studioKeys } from './studio-keys.ts'

/** POST /api/studio/templates/:id/submit: sends the version to the review queue. */
export function useSubmitStudioTemplate(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: { changelog?: string }) =>
      api.studio.templates[':id'].submit.$post({ param: { id }, json }).then(ok),
    onSuccess: (answer) => {
      queryClient.setQueryData(studioKeys.template(id), answer)
      void queryClient.invalidateQueries({ queryKey: studioKeys.templates() })
    },
  })
}
