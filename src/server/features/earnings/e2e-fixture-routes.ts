import { Hono } from 'hono'
import { z } from 'zod'
import { and, eq } from 'drizzle-orm'
import type { AppEnv } from '../../app-env.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creators } from '../../db/schema/creators.ts'
import { AppError } from '../../lib/errors.ts'
import { validate } from '../../lib/validate.ts'
import { givenCreatorTemplate, givenMaturedSale } from '../../testing/earnings-test-kit.ts'
import { requireAdmin } from '../auth/public.ts'

const fixtureInput = z.object({
  creatorId: z.uuid(),
  maturedSaleCents: z.number().int().min(1).max(100_000).optional(),
})

/**
 * Mounted only under NODE_ENV=test (app.ts), for the earnings journey's setup that no path of the product can make:
 * an active template of an approved creator (publishing is the review feature's) and a sale made 15 days ago (the
 * ledger refuses edits, so an old sale is a row written with old dates). Admin only, like the console.
 */
export const earningsFixtureRoutes = new Hono<AppEnv>().post(
  '/testing/earnings-fixture',
  requireAdmin,
  validate('json', fixtureInput),
  async (c) => {
    const { db } = c.var.deps
    const { creatorId, maturedSaleCents } = c.req.valid('json')
    const [creator] = await db
      .select({ id: creators.id })
      .from(creators)
      .where(and(eq(creators.id, creatorId), eq(creators.status, 'approved')))
    if (!creator) throw new AppError('not_found', 'Creator not found', 404)
    const [existing] = await db
      .select({ id: promptTemplates.id })
      .from(promptTemplates)
      .where(eq(promptTemplates.creatorId, creatorId))
    const templateId =
      existing?.id ?? (await givenCreatorTemplate(db, creatorId, { name: 'Weekend Meal Prep' })).templateId
    if (maturedSaleCents) await givenMaturedSale(db, { creatorId, templateId, saleCents: maturedSaleCents })
    return c.json({ templateId })
  },
)
