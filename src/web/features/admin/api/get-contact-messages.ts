import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { ContactStatus } from '../../../../shared/support/contact.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/contact-messages: contact-form messages, newest first, optionally by status. */
export const contactMessagesQuery = (status?: ContactStatus) =>
  queryOptions({
    queryKey: adminKeys.contactMessages.list(status),
    queryFn: () => api.admin['contact-messages'].$get({ query: status ? { status } : {} }).then(ok),
  })

export const useContactMessages = (status?: ContactStatus) => useQuery(contactMessagesQuery(status))
