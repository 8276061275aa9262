import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireAdmin, requireUser } from '../auth/public.ts'
import { adminPayoutsQuery, creatorIdParam, payoutHoldInput } from '../../../shared/earnings/payout-admin.ts'
import { completeTestOnboarding } from './complete-test-onboarding.ts'
import { findMyCreator } from './find-my-creator.ts'
import { getEarningsDashboard } from './get-earnings-dashboard.ts'
import { listAdminPayouts } from './list-admin-payouts.ts'
import { requestPayout } from './request-payout.ts'
import { setPayoutHold } from './set-payout-hold.ts'
import { startOnboarding } from './start-onboarding.ts'

// Creators' earnings and payouts (decision 0036): the creator is the session's, never the request's.
export const earningsRoutes = new Hono<AppEnv>()
  .get('/earnings', requireUser, async (c) => {
    const { deps, user } = c.var
    const creator = await findMyCreator(deps.db, user.id)
    return c.json(await getEarningsDashboard(deps.db, { creatorId: creator.id, provider: deps.payouts.name }))
  })
  .post('/earnings/payout-account', requireUser, async (c) => {
    const { deps, user } = c.var
    const creator = await findMyCreator(deps.db, user.id)
    return c.json(
      await startOnboarding(deps.db, deps.payouts, {
        creatorId: creator.id,
        email: user.email,
        country: creator.country,
        appUrl: deps.env.APP_URL,
      }),
    )
  })
  .post('/earnings/payout-account/test-onboarding', requireUser, async (c) => {
    const { deps, user } = c.var
    const creator = await findMyCreator(deps.db, user.id)
    return c.json(await completeTestOnboarding(deps.db, deps.payouts, { creatorId: creator.id }))
  })
  .post('/earnings/payouts', requireUser, async (c) => {
    const { deps, user } = c.var
    const creator = await findMyCreator(deps.db, user.id)
    const payout = await requestPayout(deps.db, deps.payouts, { creatorId: creator.id })
    return c.json({
      id: payout.id,
      amountCents: payout.amountCents,
      status: payout.status,
      failureReason: payout.status === 'failed' ? payout.failureReason : null,
    })
  })
  .get('/admin/payouts', requireAdmin, validate('query', adminPayoutsQuery), async (c) =>
    c.json({ payouts: await listAdminPayouts(c.var.deps.db, c.req.valid('query')) }),
  )
  .post(
    '/admin/creators/:id/payout-hold',
    requireAdmin,
    validate('param', creatorIdParam),
    validate('json', payoutHoldInput),
    async (c) => {
      const { deps, user } = c.var
      return c.json(
        await setPayoutHold(deps.db, {
          adminId: user.id,
          creatorId: c.req.valid('param').id,
          provider: deps.payouts.name,
          input: c.req.valid('json'),
        }),
      )
    },
  )
