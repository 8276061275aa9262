import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import { wishlistParam } from '../../../shared/wishlist/wishlist-item.ts'
import { listWishlist } from './list-wishlist.ts'
import { addToWishlist } from './add-to-wishlist.ts'
import { removeFromWishlist } from './remove-from-wishlist.ts'

// Members only: a visitor's heart asks them to sign in (401 here).
export const wishlistRoutes = new Hono<AppEnv>()
  .get('/wishlist', requireUser, async (c) =>
    c.json({ items: await listWishlist(c.var.deps.db, { userId: c.var.user.id }) }),
  )
  .put('/wishlist/:templateId', requireUser, validate('param', wishlistParam), async (c) =>
    c.json(
      await addToWishlist(c.var.deps.db, {
        userId: c.var.user.id,
        templateId: c.req.valid('param').templateId,
      }),
    ),
  )
  .delete('/wishlist/:templateId', requireUser, validate('param', wishlistParam), async (c) =>
    c.json(
      await removeFromWishlist(c.var.deps.db, {
        userId: c.var.user.id,
        templateId: c.req.valid('param').templateId,
      }),
    ),
  )
