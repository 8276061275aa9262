import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { purchaseKeys } from './purchase-keys.ts'

/** Whether the signed-in member owns a prompt, with its credit cost and AUD price from the server. */
export const promptAccessQuery = (promptId: string) =>
  queryOptions({
    queryKey: purchaseKeys.access.prompt(promptId),
    queryFn: () => api.purchases[':promptId'].access.$get({ param: { promptId } }).then(ok),
  })

export const usePromptAccess = (promptId: string, opts: { enabled: boolean }) =>
  useQuery({ ...promptAccessQuery(promptId), enabled: opts.enabled })
