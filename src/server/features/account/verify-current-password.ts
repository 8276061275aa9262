import type { Deps } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'

/** Checks the caller's password through Better Auth (its hashing, its session); a wrong one is a 400. */
export async function verifyCurrentPassword(
  deps: Pick<Deps, 'auth'>,
  opts: { headers: Headers; password: string },
) {
  const res = await deps.auth.api.verifyPassword({
    body: { password: opts.password },
    headers: opts.headers,
    asResponse: true,
  })
  if (res.ok) return
  if (res.status === 401) throw new AppError('unauthorized', 'Authentication required', 401)
  throw new AppError('invalid_password', 'Your current password is incorrect', 400)
}
