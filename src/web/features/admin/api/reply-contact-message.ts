import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** POST /api/admin/contact-messages/:id/replies: answer the sender by e-mail. */
export function useReplyToContactMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      api.admin['contact-messages'][':id'].replies.$post({ param: { id }, json: { body } }).then(ok),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages.all }),
  })
}
