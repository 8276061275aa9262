import { every } from 'hono/combine'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import { refundRequestInput, type RefundRequestResult } from '../../../shared/account/orders.ts'
import { listMyOrders } from './list-my-orders.ts'
import { listMyLedger } from './list-my-ledger.ts'
import { requestRefund } from './request-refund.ts'
import { notifyRefundRequest } from './notify-refund-request.ts'
import { getReceipt } from './get-receipt.ts'
import {
  changeEmailInput,
  changePasswordInput,
  confirmEmailInput,
  deleteAccountInput,
  profileInput,
} from '../../../shared/account/settings.ts'
import { updateProfile } from './update-profile.ts'
import { changePassword } from './change-password.ts'
import { listSessions } from './list-sessions.ts'
import { endSession } from './end-session.ts'
import { getEmailChange } from './get-email-change.ts'
import { startEmailChange } from './start-email-change.ts'
import { finishEmailChange } from './finish-email-change.ts'
import { deleteEmailChange } from './email-change-token.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import { closeAccount } from './close-account.ts'
import { publishAccountChanged } from '../realtime/public.ts'

const sessionParam = z.object({ id: z.string().min(1).max(200, 'Session not found') })
const orderParam = z.object({ id: z.uuid({ message: 'Order not found' }) })

// Each of these checks the current password, which Better Auth's server-side call does not throttle: a stolen
// session must not become a way to guess the password. Only well-formed requests count.
const perMinute = rateLimit({ name: 'account-password-check', max: 5, windowMs: 60_000 })
// Five a minute alone would still allow 7,200 guesses a day by someone holding a session.
const perDay = rateLimit({ name: 'account-password-check-day', max: 20, windowMs: 86_400_000 })
const passwordChecks = every(perMinute, perDay)

export const accountRoutes = new Hono<AppEnv>()
  .get('/account/orders', requireUser, async (c) =>
    c.json({ orders: await listMyOrders(c.var.deps.db, { userId: c.var.user.id }) }),
  )
  .get('/account/ledger', requireUser, async (c) =>
    c.json({ entries: await listMyLedger(c.var.deps.db, { userId: c.var.user.id }) }),
  )
  .get('/account/orders/:id/receipt', requireUser, validate('param', orderParam), async (c) =>
    c.json(
      await getReceipt(c.var.deps.db, {
        userId: c.var.user.id,
        orderId: c.req.valid('param').id,
        seller: {
          name: c.var.deps.env.SELLER_NAME,
          abn: c.var.deps.env.SELLER_ABN,
          address: c.var.deps.env.SELLER_ADDRESS,
        },
      }),
    ),
  )
  .post(
    '/account/orders/:id/refund-request',
    requireUser,
    validate('param', orderParam),
    validate('json', refundRequestInput),
    async (c) => {
      const { reason, details } = c.req.valid('json')
      const result = await requestRefund(c.var.deps.db, c.var.deps.payments, {
        userId: c.var.user.id,
        orderId: c.req.valid('param').id,
        reason: details ? `${reason}: ${details}` : reason,
      })
      await notifyRefundRequest(c.var.deps, c.var.user, result)
      const body: RefundRequestResult =
        result.outcome === 'refunded'
          ? {
              outcome: 'refunded',
              amountCents: result.refund.amountCents,
              creditsReversed: result.refund.creditsReversed,
              balance: result.refund.balance,
            }
          : { outcome: 'queued', requestId: result.requestId }
      return c.json(body)
    },
  )
  .put('/account/profile', requireUser, validate('json', profileInput), async (c) => {
    const updated = await updateProfile(c.var.deps.db, { userId: c.var.user.id, ...c.req.valid('json') })
    publishAccountChanged(c.var.deps, c.var.user.id)
    return c.json(updated)
  })
  .post('/account/password', requireUser, validate('json', changePasswordInput), passwordChecks, async (c) =>
    changePassword(c.var.deps, { headers: c.req.raw.headers, ...c.req.valid('json') }),
  )
  .get('/account/sessions', requireUser, async (c) =>
    c.json({
      sessions: await listSessions(c.var.deps.db, {
        userId: c.var.user.id,
        currentSessionId: c.var.sessionId,
      }),
    }),
  )
  .post('/account/sessions/:id/end', requireUser, validate('param', sessionParam), async (c) => {
    const ended = await endSession(c.var.deps.db, {
      userId: c.var.user.id,
      sessionId: c.req.valid('param').id,
    })
    publishAccountChanged(c.var.deps, c.var.user.id)
    return c.json(ended)
  })
  .get('/account/email', requireUser, async (c) =>
    c.json(await getEmailChange(c.var.deps.db, { userId: c.var.user.id })),
  )
  // Sends the confirmation link to the new address; the account keeps its e-mail until the link is followed.
  .post('/account/email', requireUser, validate('json', changeEmailInput), passwordChecks, async (c) => {
    const pending = await startEmailChange(c.var.deps, {
      userId: c.var.user.id,
      headers: c.req.raw.headers,
      ...c.req.valid('json'),
    })
    return c.json({ pending: { newEmail: pending.newEmail, expiresAt: pending.expiresAt.toISOString() } })
  })
  .delete('/account/email/pending', requireUser, async (c) => {
    await deleteEmailChange(c.var.deps.db, c.var.user.id)
    return c.json({ cancelled: true })
  })
  // The link's landing page calls this; no session needed, the token is the proof.
  .post('/account/email/confirm', validate('json', confirmEmailInput), async (c) =>
    c.json(await finishEmailChange(c.var.deps, { token: c.req.valid('json').token })),
  )
  // Deletes the account (decision 0015), then signs this browser out the way Better Auth does (expired cookies).
  .post('/account/delete', requireUser, validate('json', deleteAccountInput), passwordChecks, async (c) => {
    const { setCookies } = await closeAccount(c.var.deps, {
      userId: c.var.user.id,
      headers: c.req.raw.headers,
      currentPassword: c.req.valid('json').currentPassword,
    })
    const res = c.json({ deleted: true })
    for (const cookie of setCookies) res.headers.append('set-cookie', cookie)
    return res
  })
