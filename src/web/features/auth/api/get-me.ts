import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client.ts'

export type Me = {
  id: string
  email: string
  fullName: string
  phoneNumber: string | null
  balance: number
  memberCode: string
  role: 'user' | 'admin'
}

/** The signed-in member, or null when signed out. */
export const meQuery = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async (): Promise<Me | null> => {
      const res = await fetch('/api/me', { credentials: 'same-origin' })
      if (res.status === 401 || res.status === 404) return null
      if (!res.ok) throw new ApiError(res.status, 'http_error', 'Could not load your account')
      return res.json()
    },
    staleTime: 60_000,
  })

export const useMe = () => useQuery(meQuery())
