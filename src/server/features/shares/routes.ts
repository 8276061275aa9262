import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import { createShareLinkInput, shareByEmailInput } from '../../../shared/shares/share-input.ts'
import { getAiApps } from './get-ai-apps.ts'
import { shareByEmail } from './share-by-email.ts'
import { listShareAccess } from './list-share-access.ts'
import { revokeShare } from './revoke-share.ts'
import { getSharedWithMe, listSharedWithMe } from './list-shared-with-me.ts'
import { saveSharedCopy } from './save-shared-copy.ts'
import { createShareLink } from './create-share-link.ts'
import { revokeShareLink } from './revoke-share-link.ts'
import { viewShareLink } from './view-share-link.ts'

const idParam = z.object({ id: z.string().min(1).max(100, 'Customization not found') })
const shareParam = z.object({ shareId: z.string().min(1).max(100, 'Share not found') })
const linkParam = z.object({ id: z.string().min(1).max(100, 'Share link not found') })
// Any text: a token of the wrong shape is the same 404 as an unknown one.
const tokenParam = z.object({ token: z.string() })

export const sharesRoutes = new Hono<AppEnv>()
  .get('/ai-apps', (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(getAiApps(c.var.deps.env))
  })
  .get('/customizations/:id/shares', requireUser, validate('param', idParam), async (c) => {
    const customizationId = c.req.valid('param').id
    return c.json(await listShareAccess(c.var.deps.db, { ownerId: c.var.user.id, customizationId }))
  })
  .post(
    '/customizations/:id/shares',
    requireUser,
    validate('param', idParam),
    validate('json', shareByEmailInput),
    async (c) => {
      const { share, created } = await shareByEmail(c.var.deps, {
        owner: c.var.user,
        customizationId: c.req.valid('param').id,
        email: c.req.valid('json').email,
      })
      return c.json({ share, created }, created ? 201 : 200)
    },
  )
  .delete('/shares/:shareId', requireUser, validate('param', shareParam), async (c) => {
    await revokeShare(c.var.deps.db, { ownerId: c.var.user.id, shareId: c.req.valid('param').shareId })
    return c.json({ revoked: true })
  })
  .get('/shares/with-me', requireUser, async (c) => {
    return c.json({ items: await listSharedWithMe(c.var.deps.db, { me: c.var.user }) })
  })
  .get('/shares/with-me/:shareId', requireUser, validate('param', shareParam), async (c) => {
    const { shareId } = c.req.valid('param')
    return c.json({ shared: await getSharedWithMe(c.var.deps.db, { me: c.var.user, shareId }) })
  })
  .post('/shares/with-me/:shareId/copy', requireUser, validate('param', shareParam), async (c) => {
    const { shareId } = c.req.valid('param')
    const customization = await saveSharedCopy(c.var.deps.db, { me: c.var.user, shareId })
    return c.json({ customization }, 201)
  })
  .post(
    '/customizations/:id/share-links',
    requireUser,
    validate('param', idParam),
    validate('json', createShareLinkInput),
    async (c) => {
      const link = await createShareLink(c.var.deps.db, {
        ownerId: c.var.user.id,
        customizationId: c.req.valid('param').id,
        expiresInDays: c.req.valid('json').expiresInDays,
        appUrl: c.var.deps.env.APP_URL,
      })
      return c.json({ link }, 201)
    },
  )
  .delete('/share-links/:id', requireUser, validate('param', linkParam), async (c) => {
    await revokeShareLink(c.var.deps.db, { ownerId: c.var.user.id, linkId: c.req.valid('param').id })
    return c.json({ revoked: true })
  })
  .get('/shared/:token', requireUser, validate('param', tokenParam), async (c) => {
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.json({ shared: await viewShareLink(c.var.deps.db, { token: c.req.valid('param').token }) })
  })
