import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/gift-codes/:code: a gift code's state. */
export const giftCodeQuery = (code: string) =>
  queryOptions({
    queryKey: adminKeys.giftCode(code),
    queryFn: () => api.admin['gift-codes'][':code'].$get({ param: { code } }).then(ok),
    retry: false,
  })

export const useGiftCode = (code: string) => useQuery({ ...giftCodeQuery(code), enabled: code !== '' })
