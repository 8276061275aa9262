import type { Deps } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { resetPasswordPath } from './request-password-reset.ts'

/**
 * GET /api/auth/reset-password/:token?callbackURL=: the mailed link. Better Auth checks the token and redirects
 * to our reset page with it (or with error=INVALID_TOKEN). The only page it may lead to is ours: any other
 * callbackURL is refused, so the link can never be bent into an open redirect.
 */
export async function openResetLink(
  deps: Pick<Deps, 'auth'>,
  { token, callbackURL }: { token: string; callbackURL: string },
): Promise<Response> {
  if (callbackURL !== resetPasswordPath)
    throw new AppError('invalid_callback', 'This link does not lead to a page of PromptMarket', 400)
  return deps.auth.api.requestPasswordResetCallback({
    params: { token },
    query: { callbackURL },
    asResponse: true,
  })
}
