import type { Deps } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'
import type { LoginBody } from '../../../shared/auth/login-schema.ts'
import { isLoginThrottled, recordLoginFailure, recordSecurityEvent } from '../security/public.ts'
import { authErrorCode, authRequest } from './auth-request.ts'
import { confirmCallbackFor } from './sign-up.ts'

type Caller = { request: Request; ip: string | null; userAgent: string | null; now?: Date }

/**
 * POST /api/auth/sign-in/email: refuses a throttled account or IP (429), signs in through Better Auth (the
 * answer carries its session cookie), and records login_success or login_failure itself.
 */
export async function signIn(
  deps: Pick<Deps, 'db' | 'auth'>,
  { body, request, ip, userAgent, now }: Caller & { body: LoginBody },
) {
  const { db } = deps
  const at = now ?? new Date()
  if (await isLoginThrottled(db, { email: body.email, ip, now: at }))
    throw new AppError('too_many_attempts', authMessages.tooManyAttempts, 429)

  const res = await deps.auth.handler(
    authRequest(
      request,
      // The callback only matters for the fresh confirmation link sent to an unconfirmed account.
      { email: body.email, password: body.password, callbackURL: confirmCallbackFor(body.returnTo) },
      ip,
    ),
  )
  if (res.ok) {
    const answer = (await res.json()) as { user?: { id?: string } }
    await recordSecurityEvent(db, {
      type: 'login_success',
      userId: answer.user?.id ?? null,
      ip,
      userAgent,
      details: { source: 'server' },
      at,
    })
    // Better Auth's session cookie goes back as is (the token lives only there); the callback (and its Location
    // header) was for the mail only.
    const headers = new Headers(res.headers)
    headers.delete('location')
    headers.delete('content-length')
    return new Response(JSON.stringify({ redirect: false, user: answer.user }), {
      status: 200,
      headers,
    })
  }
  const code = await authErrorCode(res)
  if (res.status === 401) {
    await recordLoginFailure(db, { email: body.email, userId: null, ip, userAgent, now: at })
    throw new AppError('invalid_credentials', authMessages.invalidCredentials, 401)
  }
  if (code === 'EMAIL_NOT_VERIFIED') {
    await recordSecurityEvent(db, {
      type: 'login_failure',
      ip,
      userAgent,
      details: { source: 'server', reason: 'email_not_confirmed', email: body.email },
      at,
    })
    throw new AppError('email_not_confirmed', authMessages.unconfirmed, 403)
  }
  if (res.status === 429) throw new AppError('too_many_attempts', authMessages.tooManyAttempts, 429)
  if (code === 'INVALID_ORIGIN') throw new AppError('invalid_origin', authMessages.signInFailed, 403)
  if (res.status === 400) throw new AppError('invalid_credentials', authMessages.invalidCredentials, 401)
  console.error(`Sign-in failed in Better Auth: ${res.status} ${code ?? ''}`)
  throw new AppError('sign_in_failed', authMessages.signInFailed, 500)
}
