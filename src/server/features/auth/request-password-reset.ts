import type { Deps } from '../../app-env.ts'
import { afterAnswer } from '../../lib/after-answer.ts'
import { hitRateLimit } from '../../lib/rate-limit.ts'
import { passwordResetMessages } from '../../../shared/auth/password-reset-schema.ts'
import { passwordResetLimits } from './password-reset-throttle.ts'

// Where the mailed link lands once Better Auth has checked its token (GET /api/auth/reset-password/:token).
export const resetPasswordPath = '/reset-password'

/**
 * POST /api/auth/request-password-reset: the same answer whether or not the e-mail has an account. Better Auth
 * looks the account up, stores the token and mails the link only after the answer has gone out, so neither the
 * answer nor its timing tells. Past 5 requests an hour for one e-mail, nothing more is sent, silently: a 429 there
 * would show that the address is being asked about, and a refusal only for accounts would reveal them.
 */
export async function requestPasswordReset(deps: Deps, { email }: { email: string }) {
  const { name, windowMs, max } = passwordResetLimits.requestsPerEmail
  const { count } = await hitRateLimit(deps, `${name}:${email}`, windowMs)
  if (count <= max)
    afterAnswer(deps, 'password reset request', async () => {
      try {
        await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: resetPasswordPath } })
      } catch (err) {
        // Better Auth refusing the address (its own e-mail check) means there is no account to mail.
        if ((err as { statusCode?: number }).statusCode !== 400) throw err
      }
    })
  return { status: true, message: passwordResetMessages.requested }
}
