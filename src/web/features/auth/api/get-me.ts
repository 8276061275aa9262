import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client.ts'
import { useHydrated } from '../../../lib/hydration.ts'
import { authKeys } from './auth-keys.ts'

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
    queryKey: authKeys.me(),
    queryFn: async (): Promise<Me | null> => {
      // Signed out, /api/me answers 401, which the browser logs as a failed request on every public page;
      // Better Auth's get-session answers 200 null instead, so /api/me is asked only when there is a session.
      const session = await fetch('/api/auth/get-session', { credentials: 'same-origin' })
      if (session.ok && (await session.json()) === null) return null
      const res = await fetch('/api/me', { credentials: 'same-origin' })
      if (res.status === 401 || res.status === 404) return null
      if (!res.ok) throw new ApiError(res.status, 'http_error', 'Could not load your account')
      return res.json()
    },
    staleTime: 60_000,
  })

// Not asked while a server-rendered page is being hydrated (lib/hydration.ts): it reads as loading until then.
export const useMe = () => useQuery({ ...meQuery(), enabled: useHydrated() })
