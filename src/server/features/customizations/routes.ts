import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import { preferencesInput } from '../../../shared/customization/preferences.ts'
import {
  createCustomizationInput,
  updateCustomizationInput,
} from '../../../shared/customization/customization-input.ts'
import { getPreferences } from './get-preferences.ts'
import { savePreferences } from './save-preferences.ts'
import { listCustomizations } from './list-customizations.ts'
import { getCustomization } from './get-customization.ts'
import { createCustomization } from './create-customization.ts'
import { updateCustomization } from './update-customization.ts'
import { deleteCustomization } from './delete-customization.ts'
import { listVersions } from './list-versions.ts'
import { restoreVersion } from './restore-version.ts'

const listQuery = z.object({
  promptId: z
    .string()
    .trim()
    .max(200, 'Prompt not found')
    .optional()
    .transform((v) => v || undefined),
})
const idParam = z.object({ id: z.string().min(1).max(100, 'Customization not found') })
const versionParam = idParam.extend({
  version: z.coerce
    .number({ message: 'Version not found' })
    .int('Version not found')
    .min(1, 'Version not found')
    .max(1_000_000, 'Version not found'),
})

export const customizationsRoutes = new Hono<AppEnv>()
  .get('/preferences', requireUser, async (c) => {
    return c.json({ preferences: await getPreferences(c.var.deps.db, { userId: c.var.user.id }) })
  })
  .put('/preferences', requireUser, validate('json', preferencesInput), async (c) => {
    const preferences = await savePreferences(c.var.deps.db, {
      userId: c.var.user.id,
      preferences: c.req.valid('json'),
    })
    return c.json({ preferences })
  })
  .get('/customizations', requireUser, validate('query', listQuery), async (c) => {
    const { promptId } = c.req.valid('query')
    const user = c.var.user
    const items = await listCustomizations(c.var.deps.db, {
      userId: user.id,
      isAdmin: user.role === 'admin',
      promptId,
    })
    return c.json({ items })
  })
  .post('/customizations', requireUser, validate('json', createCustomizationInput), async (c) => {
    const { promptId, ...content } = c.req.valid('json')
    const customization = await createCustomization(c.var.deps.db, {
      userId: c.var.user.id,
      promptId,
      content,
    })
    return c.json({ customization }, 201)
  })
  .get('/customizations/:id', requireUser, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    return c.json({ customization: await getCustomization(c.var.deps.db, { userId: c.var.user.id, id }) })
  })
  .put(
    '/customizations/:id',
    requireUser,
    validate('param', idParam),
    validate('json', updateCustomizationInput),
    async (c) => {
      const { id } = c.req.valid('param')
      const content = c.req.valid('json')
      const customization = await updateCustomization(c.var.deps.db, { userId: c.var.user.id, id, content })
      return c.json({ customization })
    },
  )
  .delete('/customizations/:id', requireUser, validate('param', idParam), async (c) => {
    await deleteCustomization(c.var.deps.db, { userId: c.var.user.id, id: c.req.valid('param').id })
    return c.json({ deleted: true })
  })
  .get('/customizations/:id/versions', requireUser, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    return c.json({ items: await listVersions(c.var.deps.db, { userId: c.var.user.id, id }) })
  })
  .post(
    '/customizations/:id/versions/:version/restore',
    requireUser,
    validate('param', versionParam),
    async (c) => {
      const { id, version } = c.req.valid('param')
      const customization = await restoreVersion(c.var.deps.db, { userId: c.var.user.id, id, version })
      return c.json({ customization })
    },
  )
