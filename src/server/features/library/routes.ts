import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import { ratingInput } from '../../../shared/library/rating-input.ts'
import { getLibrary } from './get-library.ts'
import { getTemplateContent } from './get-template-content.ts'
import { ratePrompt } from './rate-prompt.ts'
import { getMyRating } from './get-my-rating.ts'
import { deleteRating } from './delete-rating.ts'
import { getTemplateUpdate } from './get-template-update.ts'
import { acceptTemplateUpdate } from './accept-template-update.ts'

const templateParam = z.object({ id: z.string().min(1).max(200, 'Prompt not found') })
const promptParam = z.object({ promptId: z.string().min(1).max(200, 'Prompt not found') })

export const libraryRoutes = new Hono<AppEnv>()
  .get('/library', requireUser, async (c) => {
    return c.json({ items: await getLibrary(c.var.deps.db, { userId: c.var.user.id }) })
  })
  .get('/templates/:id/content', requireUser, validate('param', templateParam), async (c) => {
    const templateId = c.req.valid('param').id
    return c.json(await getTemplateContent(c.var.deps.db, { user: c.var.user, templateId }))
  })
  .get('/templates/:id/update', requireUser, validate('param', templateParam), async (c) => {
    const templateId = c.req.valid('param').id
    return c.json(await getTemplateUpdate(c.var.deps.db, { userId: c.var.user.id, templateId }))
  })
  .post('/templates/:id/update', requireUser, validate('param', templateParam), async (c) => {
    const templateId = c.req.valid('param').id
    return c.json(await acceptTemplateUpdate(c.var.deps.db, { userId: c.var.user.id, templateId }))
  })
  .get('/library/:promptId/rating', requireUser, validate('param', promptParam), async (c) => {
    const { promptId } = c.req.valid('param')
    return c.json({ rating: await getMyRating(c.var.deps.db, { userId: c.var.user.id, promptId }) })
  })
  .put(
    '/library/:promptId/rating',
    requireUser,
    validate('param', promptParam),
    validate('json', ratingInput),
    async (c) => {
      const { promptId } = c.req.valid('param')
      const body = c.req.valid('json')
      const rating = await ratePrompt(c.var.deps.db, { userId: c.var.user.id, promptId, ...body })
      return c.json({ rating })
    },
  )
  .delete('/library/:promptId/rating', requireUser, validate('param', promptParam), async (c) => {
    const { promptId } = c.req.valid('param')
    await deleteRating(c.var.deps.db, { userId: c.var.user.id, promptId })
    return c.json({ deleted: true })
  })
