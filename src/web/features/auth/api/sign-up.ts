import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { SignUpBody } from '../../../../shared/auth/sign-up-schema.ts'

/** POST /api/auth/sign-up/email: the account, unconfirmed; `wheel` tells what a wheel claim brought. */
export const signUp = (body: SignUpBody) => api.auth['sign-up'].email.$post({ json: body }).then(ok)

export const useSignUp = () => useMutation({ mutationFn: signUp })
