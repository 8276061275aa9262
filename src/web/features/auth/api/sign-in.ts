import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { LoginBody } from '../../../../shared/auth/login-schema.ts'
import { meQuery } from './get-me.ts'

/** POST /api/auth/sign-in/email: sets the session cookie; then the member is loaded afresh. */
export const signIn = (body: LoginBody) => api.auth['sign-in'].email.$post({ json: body }).then(ok)

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.fetchQuery({ ...meQuery(), staleTime: 0 }),
  })
}
