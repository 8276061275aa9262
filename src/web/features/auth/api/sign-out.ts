import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { paths } from '../../../config/paths.ts'
import { logSecurityEvent } from '../../session/public.ts'

/**
 * Ends the session on the server (POST /api/auth/sign-out), then loads the home page afresh: nothing cached for
 * the member survives, and no protected page gets the chance to send them to /login on the way out.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      void logSecurityEvent('login_attempt', { action: 'logout_initiated' })
      const res = await api.auth['sign-out'].$post()
      if (!res.ok && res.status !== 401) throw new Error(`sign-out answered ${res.status}`)
    },
    onSuccess: () => window.location.assign(paths.home()),
  })
}
