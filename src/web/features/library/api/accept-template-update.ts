import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ApiError, ok } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { toastError } from '../../../lib/toast-error.ts'
import { customizationKeys } from '../../customization/public.ts'
import { libraryKeys } from './library-keys.ts'

type Accept = { id: string; name: string }

/**
 * POST /api/templates/:id/update: the owner moves to the version on sale; the wizard then loads its questions.
 * The toasts live here, not with the caller: the refreshed library drops the badge and the dialog with it.
 */
export function useAcceptTemplateUpdate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: Accept) => api.templates[':id'].update.$post({ param: { id } }).then(ok),
    onSuccess: ({ version }, { name }) =>
      toast.success(`Updated to version ${version}`, { description: `${name} now asks the new questions.` }),
    onError: (err, { name }) =>
      // Another tab or device moved first: nothing is lost, the library now says so.
      err instanceof ApiError && err.code === 'no_update'
        ? toast.info('You already have the latest version', { description: name })
        : toastError(err, 'Could not update', 'Please try again.'),
    // Also after a refusal: the library and the content are what the server says now.
    onSettled: (_data, _err, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
        queryClient.invalidateQueries({ queryKey: customizationKeys.templateContent(id) }),
      ]),
  })
}
