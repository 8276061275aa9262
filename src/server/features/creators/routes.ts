import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import { requireUser } from '../auth/public.ts'
import { creatorApplicationInput } from '../../../shared/creators/creator.ts'
import { applyAsCreator } from './apply-as-creator.ts'
import { getMyApplication } from './get-my-application.ts'
import { getCreatorPage } from './get-creator-page.ts'

// Any text is looked up (an unknown or malformed handle is simply not found), up to a sane length.
const handleParam = z.object({ handle: z.string().min(1).max(100, 'Creator not found') })
const applyLimit = rateLimit({ name: 'creator-application', max: 10, windowMs: 60 * 60 * 1000 })

export const creatorsRoutes = new Hono<AppEnv>()
  .get('/creator-application', requireUser, async (c) =>
    c.json({ application: await getMyApplication(c.var.deps.db, c.var.user.id) }),
  )
  .post(
    '/creator-application',
    requireUser,
    validate('json', creatorApplicationInput),
    applyLimit,
    async (c) =>
      c.json(
        {
          application: await applyAsCreator(c.var.deps.db, {
            userId: c.var.user.id,
            values: c.req.valid('json'),
          }),
        },
        201,
      ),
  )
  .get('/creators/:handle', validate('param', handleParam), async (c) =>
    c.json(await getCreatorPage(c.var.deps.db, c.req.valid('param').handle)),
  )
