import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { signUpSchema } from '../../../shared/auth/sign-up-schema.ts'
import { loginSchema } from '../../../shared/auth/login-schema.ts'
import { requireUser } from './require-user.ts'
import { getMe } from './get-me.ts'
import { signUp } from './sign-up.ts'
import { signIn } from './sign-in.ts'
import { signOut } from './sign-out.ts'
import { forwardedAuthRequest } from './auth-request.ts'
import { toOurAnswer } from './auth-answer.ts'
import { meAnswer } from './me-fast-answer.ts'

// Our own sign-up, sign-in and sign-out come before Better Auth's catch-all: they add the spec's rules and
// messages, referrals and the security log, and still go through Better Auth's handler.
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/auth/sign-up/email',
    validate('json', signUpSchema, { weakPasswordField: 'password' }),
    async (c) => {
      const result = await signUp(c.var.deps, {
        body: c.req.valid('json'),
        request: c.req.raw,
        ip: clientIp(c),
      })
      return c.json(result)
    },
  )
  .post('/auth/sign-in/email', validate('json', loginSchema), async (c) => {
    return signIn(c.var.deps, {
      body: c.req.valid('json'),
      request: c.req.raw,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? null,
    })
  })
  .post('/auth/sign-out', async (c) =>
    signOut(c.var.deps, {
      request: c.req.raw,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? null,
    }),
  )
  // The rest of the allow-list (auth-gate.ts lets nothing else through) goes to Better Auth as is, with our
  // client address; its answer leaves in our error shape and without session tokens.
  .on(['GET', 'POST'], '/auth/*', async (c) => {
    const body = c.req.method === 'POST' ? await c.req.text() : null
    const res = await c.var.deps.auth.handler(forwardedAuthRequest(c.req.raw, clientIp(c), body))
    return toOurAnswer(res, c.var.deps.env.APP_URL)
  })
  // The role as the session sees it (ADMIN_EMAILS included), so the admin link matches what the server allows.
  // Kept a second at most beside the session (decision 0028), dropped at once on the member's balance events.
  .get('/me', requireUser, async (c) => {
    const { db, sessions } = c.var.deps
    const me = await sessions.memberAnswer(c.var.user.id, () => getMe(db, c.var.user.id))
    return c.json(meAnswer(me, c.var.user))
  })
