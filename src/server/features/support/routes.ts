import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { rateLimit } from '../../lib/rate-limit.ts'
import { contactMessageInput, type SellerInfo } from '../../../shared/support/contact.ts'
import { createContactMessage } from './create-contact-message.ts'
import { notifyContactMessage } from './notify-contact-message.ts'

// Per member when signed in, else per client address; only well-formed messages count.
const contactLimit = rateLimit({ name: 'contact-message', max: 5, windowMs: 60 * 60 * 1000 })

export const supportRoutes = new Hono<AppEnv>()
  .get('/seller', (c) => {
    const { env } = c.var.deps
    const seller: SellerInfo = {
      name: env.SELLER_NAME,
      abn: env.SELLER_ABN,
      address: env.SELLER_ADDRESS,
      supportEmail: env.SUPPORT_EMAIL ?? null,
      testMode: env.PAYMENTS_PROVIDER === 'local',
    }
    return c.json(seller)
  })
  .post('/contact', validate('json', contactMessageInput), contactLimit, async (c) => {
    const message = await createContactMessage(c.var.deps.db, {
      userId: c.var.user?.id ?? null,
      values: c.req.valid('json'),
    })
    if (message) await notifyContactMessage(c.var.deps, message)
    return c.json({ sent: true as const }, 201)
  })
