import { Hono } from 'hono'
import { z } from 'zod'
import { validate } from '../../lib/validate.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import {
  createStudioTemplateInput,
  saveStudioTemplateInput,
  submitStudioTemplateInput,
} from '../../../shared/studio/studio-input.ts'
import { studioSubmissionsPerDay, studioSubmissionWindowMs } from '../../../shared/studio/studio-limits.ts'
import { requireCreator, type StudioEnv } from './require-creator.ts'
import { refuseUnstorableText } from './refuse-unstorable-text.ts'
import { listStudioTemplates } from './list-studio-templates.ts'
import { createStudioTemplate } from './create-studio-template.ts'
import { getStudioTemplate } from './get-studio-template.ts'
import { saveStudioTemplate } from './save-studio-template.ts'
import { submitStudioTemplate } from './submit-studio-template.ts'

// Any text is looked up (an unknown or malformed id is simply not found), up to a sane length.
const idParam = z.object({ id: z.string().min(1).max(200, 'Template not found') })
// Counted per signed-in member, who has at most one creator row: per creator.
const submitLimit = rateLimit({
  name: 'studio-submission',
  max: studioSubmissionsPerDay,
  windowMs: studioSubmissionWindowMs,
})

// The creator studio (issue 23): approved creators make and edit their own templates and submit them for review.
export const studioRoutes = new Hono<StudioEnv>()
  .use('/studio/*', requireCreator)
  .get('/studio/templates', async (c) =>
    c.json({ templates: await listStudioTemplates(c.var.deps.db, c.var.creatorId) }),
  )
  .post('/studio/templates', validate('json', createStudioTemplateInput), refuseUnstorableText, async (c) =>
    c.json(
      {
        template: await createStudioTemplate(c.var.deps.db, {
          creatorId: c.var.creatorId,
          values: c.req.valid('json'),
        }),
      },
      201,
    ),
  )
  .get('/studio/templates/:id', validate('param', idParam), async (c) =>
    c.json({
      template: await getStudioTemplate(c.var.deps.db, {
        creatorId: c.var.creatorId,
        templateId: c.req.valid('param').id,
      }),
    }),
  )
  .put(
    '/studio/templates/:id',
    validate('param', idParam),
    validate('json', saveStudioTemplateInput),
    refuseUnstorableText,
    async (c) => {
      const body = c.req.valid('json')
      return c.json({
        template: await saveStudioTemplate(c.var.deps.db, {
          creatorId: c.var.creatorId,
          templateId: c.req.valid('param').id,
          content: body.content,
          changelog: body.changelog,
        }),
      })
    },
  )
  .post(
    '/studio/templates/:id/submit',
    validate('param', idParam),
    validate('json', submitStudioTemplateInput),
    refuseUnstorableText,
    submitLimit,
    async (c) =>
      c.json({
        template: await submitStudioTemplate(c.var.deps.db, {
          creatorId: c.var.creatorId,
          templateId: c.req.valid('param').id,
          changelog: c.req.valid('json').changelog,
        }),
      }),
  )
