import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { RequestPasswordResetInput } from '../../../../shared/auth/password-reset-schema.ts'

/** POST /api/auth/request-password-reset: the same answer whether or not the e-mail has an account. */
export const requestPasswordReset = (body: RequestPasswordResetInput) =>
  api.auth['request-password-reset'].$post({ json: body }).then(ok)

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
