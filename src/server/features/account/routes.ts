import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/require-user.ts'
import { refundRequestInput, type RefundRequestResult } from '../../../shared/account/orders.ts'
import { listMyOrders } from './list-my-orders.ts'
import { listMyLedger } from './list-my-ledger.ts'
import { requestRefund } from './request-refund.ts'
import { notifyRefundRequest } from './notify-refund-request.ts'
import { getReceipt } from './get-receipt.ts'
import { changePasswordInput, profileInput } from '../../../shared/account/settings.ts'
import { updateProfile } from './update-profile.ts'
import { changePassword } from './change-password.ts'
import { listSessions } from './list-sessions.ts'
import { endSession } from './end-session.ts'

const sessionParam = z.object({ id: z.string().min(1).max(200, 'Session not found') })
const orderParam = z.object({ id: z.uuid({ message: 'Order not found' }) })

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
  .put('/account/profile', requireUser, validate('json', profileInput), async (c) =>
    c.json(await updateProfile(c.var.deps.db, { userId: c.var.user.id, ...c.req.valid('json') })),
  )
  .post('/account/password', requireUser, validate('json', changePasswordInput), async (c) =>
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
  .post('/account/sessions/:id/end', requireUser, validate('param', sessionParam), async (c) =>
    c.json(await endSession(c.var.deps.db, { userId: c.var.user.id, sessionId: c.req.valid('param').id })),
  )
