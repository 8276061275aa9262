import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { ContactMessageInput } from '../../../../shared/support/contact.ts'

/** POST /api/contact: a message of the contact form. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (json: ContactMessageInput) => api.contact.$post({ json }).then(ok),
  })
