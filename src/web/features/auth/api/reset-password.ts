import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { ResetPasswordBody } from '../../../../shared/auth/password-reset-schema.ts'
import { meQuery } from './get-me.ts'

/** POST /api/auth/reset-password: the new password; every session of the member ends, this browser's too. */
export const resetPassword = (body: ResetPasswordBody) =>
  api.auth['reset-password'].$post({ json: body }).then(ok)

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.setQueryData(meQuery().queryKey, null),
  })
}
