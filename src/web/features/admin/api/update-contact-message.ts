import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { ContactStatus } from '../../../../shared/support/contact.ts'
import { adminKeys } from './admin-keys.ts'

/** PATCH /api/admin/contact-messages/:id: close a message or open it again. */
export function useSetContactStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) =>
      api.admin['contact-messages'][':id'].$patch({ param: { id }, json: { status } }).then(ok),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages.all }),
  })
}
