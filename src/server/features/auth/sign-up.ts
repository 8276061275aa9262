import { and, eq } from 'drizzle-orm'
import type { Deps } from '../../app-env.ts'
import { user } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/errors.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'
import type { SignUpBody } from '../../../shared/auth/sign-up-schema.ts'
import { redeemWheelClaim, wheelSecret } from '../wheel/public.ts'
import { publishBalance } from '../realtime/public.ts'
import { authErrorCode, authRequest } from './auth-request.ts'
import { assertAccountIsNew } from './find-existing-account.ts'
import { recordReferral } from './record-referral.ts'
import { commonPasswordMessage, isCommonPassword } from './common-passwords.ts'

// Where the confirmation link lands: signed in, /login forwards to /dashboard; a bad link shows why.
export const confirmCallbackPath = '/login?confirmed=1'

/** The confirmation link's landing page, carrying a page to open next (already checked: isOwnReturnPath). */
export const confirmCallbackPathTo = (returnTo?: string) =>
  returnTo ? `${confirmCallbackPath}&next=${encodeURIComponent(returnTo)}` : confirmCallbackPath

/**
 * POST /api/auth/sign-up/email: refuses a common password (400), checks the e-mail and phone number are
 * new (409), creates the account through Better Auth (which sends the confirmation mail), remembers the
 * referrer and redeems a wheel claim.
 */
export async function signUp(
  deps: Pick<Deps, 'db' | 'auth' | 'events'>,
  { body, request, ip = null }: { body: SignUpBody; request: Request; ip?: string | null },
) {
  const { db } = deps
  if (isCommonPassword(body.password)) throw new AppError('weak_password', commonPasswordMessage, 400)
  await assertAccountIsNew(db, body)
  const res = await deps.auth.handler(
    authRequest(
      request,
      {
        name: body.name,
        email: body.email,
        password: body.password,
        phoneNumber: body.phoneNumber,
        callbackURL: confirmCallbackPathTo(body.returnTo),
      },
      ip,
    ),
  )
  if (!res.ok) throw await signUpError(deps, body, res)
  const answer = (await res.json()) as { user?: { id?: string } }
  // With verification on, Better Auth answers a duplicate e-mail with a made-up user; only a real row counts.
  const [created] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(and(eq(user.id, answer.user?.id ?? ''), eq(user.email, body.email)))
  if (!created) throw new AppError('email_taken', authMessages.emailTaken, 409)

  if (body.referralCode) await recordReferral(db, { userId: created.id, code: body.referralCode })
  const wheel = body.wheelClaim ? await redeemClaim(deps, created.id, body.wheelClaim) : undefined
  return {
    token: null,
    user: { id: created.id, email: created.email, name: created.name, emailVerified: false },
    ...(wheel ? { wheel } : {}),
  }
}

async function signUpError(deps: Pick<Deps, 'db'>, body: SignUpBody, res: Response) {
  const code = await authErrorCode(res)
  if (res.status === 429) return new AppError('too_many_attempts', authMessages.tooManyAttempts, 429)
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG')
    return new AppError('weak_password', authMessages.weakPassword, 400)
  if (code === 'INVALID_ORIGIN' || res.status === 403)
    return new AppError('invalid_origin', authMessages.signUpFailed, 403)
  // A racing sign-up with the same e-mail or phone number loses on the unique index: say which.
  try {
    await assertAccountIsNew(deps.db, body)
  } catch (err) {
    if (err instanceof AppError) return err
  }
  console.error(`Sign-up failed in Better Auth: ${res.status} ${code ?? ''}`)
  return new AppError('sign_up_failed', authMessages.signUpFailed, 500)
}

async function redeemClaim(deps: Pick<Deps, 'db' | 'auth' | 'events'>, userId: string, claim: string) {
  try {
    const result = await redeemWheelClaim(deps.db, { userId, claim, secret: wheelSecret(deps) })
    if (result.credits > 0) await publishBalance(deps, userId)
    return result
  } catch (err) {
    console.error('Wheel claim could not be redeemed at sign-up', err)
    return { credits: 0, reason: 'error' }
  }
}
