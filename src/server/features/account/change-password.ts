import type { Deps } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'

/**
 * Through Better Auth: checks the current password, stores the new one and signs out every other session
 * (revokeOtherSessions). Answers Better Auth's response so its fresh session cookie reaches the browser.
 */
export async function changePassword(
  deps: Pick<Deps, 'auth'>,
  opts: { headers: Headers; currentPassword: string; newPassword: string },
): Promise<Response> {
  const res = await deps.auth.api.changePassword({
    body: { currentPassword: opts.currentPassword, newPassword: opts.newPassword, revokeOtherSessions: true },
    headers: opts.headers,
    asResponse: true,
  })
  if (res.ok) {
    const out = new Response(JSON.stringify({ changed: true }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
    for (const cookie of res.headers.getSetCookie()) out.headers.append('set-cookie', cookie)
    return out
  }
  const body = (await res.json().catch(() => ({}))) as { code?: string }
  if (body.code === 'INVALID_PASSWORD')
    throw new AppError('invalid_password', 'Your current password is incorrect', 400)
  if (res.status === 429) throw new AppError('too_many_attempts', authMessages.tooManyAttempts, 429)
  if (body.code === 'PASSWORD_TOO_SHORT' || body.code === 'PASSWORD_TOO_LONG')
    throw new AppError('weak_password', authMessages.weakPassword, 400)
  throw new AppError(
    'password_change_failed',
    'Your password could not be changed. Please try again.',
    res.status >= 500 ? 500 : 400,
  )
}
