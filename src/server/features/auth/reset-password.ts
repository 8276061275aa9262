import type { Deps } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'
import { passwordResetMessages, type ResetPasswordBody } from '../../../shared/auth/password-reset-schema.ts'
import { authErrorCode } from './auth-request.ts'
import { commonPasswordMessage, isCommonPassword } from './common-passwords.ts'

/**
 * POST /api/auth/reset-password: a common password is refused as at sign-up; then Better Auth checks the token
 * (one hour, once), stores the new password and ends every session of the member in one transaction, and
 * afterwards sends the "password was changed" mail (onPasswordReset in create-auth.ts).
 */
export async function resetPassword(deps: Pick<Deps, 'auth'>, { token, newPassword }: ResetPasswordBody) {
  if (isCommonPassword(newPassword)) throw new AppError('weak_password', commonPasswordMessage, 400)
  const res = await deps.auth.api.resetPassword({ body: { token, newPassword }, asResponse: true })
  if (res.ok) return { status: true }
  const code = await authErrorCode(res)
  if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND')
    throw new AppError('invalid_token', passwordResetMessages.invalidLink, 400)
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG')
    throw new AppError('weak_password', authMessages.weakPassword, 400)
  console.error(`Password reset failed in Better Auth: ${res.status} ${code ?? ''}`)
  throw new AppError('reset_failed', passwordResetMessages.failed, 500)
}
