import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { zValidator } from '@hono/zod-validator'
import type { ZodType } from 'zod'
import { AppError } from '../../lib/errors.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { signUpSchema } from '../../../shared/auth/sign-up-schema.ts'
import { loginSchema } from '../../../shared/auth/login-schema.ts'
import { recordSecurityEvent } from '../security/public.ts'
import { requireUser } from './require-user.ts'
import { getMe } from './get-me.ts'
import { signUp } from './sign-up.ts'
import { signIn } from './sign-in.ts'
import { authRequest, forwardedAuthRequest } from './auth-request.ts'
import { toOurAnswer } from './auth-answer.ts'

// The shared schema of spec 5; a failure is a 400 with the field's own message (weak_password for the password).
const validateBody = <T extends ZodType>(schema: T, opts: { passwordRules?: boolean } = {}) =>
  zValidator('json', schema, (result) => {
    if (result.success) return
    const issue = result.error.issues[0]
    const code = opts.passwordRules && issue?.path[0] === 'password' ? 'weak_password' : 'validation_failed'
    throw new AppError(code, issue?.message ?? 'Invalid request', 400)
  })

// Our own sign-up, sign-in and sign-out come before Better Auth's catch-all: they add the spec's rules and
// messages, referrals and the security log, and still go through Better Auth's handler.
export const authRoutes = new Hono<AppEnv>()
  .post('/auth/sign-up/email', validateBody(signUpSchema, { passwordRules: true }), async (c) => {
    const result = await signUp(c.var.deps, {
      body: c.req.valid('json'),
      request: c.req.raw,
      ip: clientIp(c),
    })
    return c.json(result)
  })
  .post('/auth/sign-in/email', validateBody(loginSchema), async (c) => {
    return signIn(c.var.deps, {
      body: c.req.valid('json'),
      request: c.req.raw,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? null,
    })
  })
  .post('/auth/sign-out', async (c) => {
    const { auth, db } = c.var.deps
    const found = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null)
    // Better Auth wants a JSON body even here; a bodiless POST (what browsers send) would get a 415.
    const res = await auth.handler(authRequest(c.req.raw, {}, clientIp(c)))
    if (found && res.ok)
      await recordSecurityEvent(db, {
        type: 'login_attempt',
        userId: found.user.id,
        ip: clientIp(c),
        userAgent: c.req.header('user-agent') ?? null,
        details: { source: 'server', action: 'logout' },
      })
    return res
  })
  // The rest of the allow-list (auth-gate.ts lets nothing else through) goes to Better Auth as is, with our
  // client address; its answer leaves in our error shape and without session tokens.
  .on(['GET', 'POST'], '/auth/*', async (c) => {
    const body = c.req.method === 'POST' ? await c.req.text() : null
    const res = await c.var.deps.auth.handler(forwardedAuthRequest(c.req.raw, clientIp(c), body))
    return toOurAnswer(res)
  })
  // The role as the session sees it (ADMIN_EMAILS included), so the admin link matches what the server allows.
  .get('/me', requireUser, async (c) =>
    c.json({ ...(await getMe(c.var.deps.db, c.var.user!.id)), role: c.var.user!.role }),
  )
