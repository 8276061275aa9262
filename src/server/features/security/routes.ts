import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { securityEventSchema } from '../../../shared/auth/security-event-schema.ts'
import { recordSecurityEvent } from './record-security-event.ts'

// Browsers report what only they see (session_expired, logout_initiated). The user id comes from the session,
// and every report is marked source 'client' so it can never count toward the server's own login throttle.
export const securityRoutes = new Hono<AppEnv>().post(
  '/functions/log-security-event',
  validate('json', securityEventSchema),
  async (c) => {
    const { eventType, details } = c.req.valid('json')
    await recordSecurityEvent(c.var.deps.db, {
      type: eventType,
      userId: c.var.user?.id ?? null,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? null,
      details: { ...details, source: 'client' },
    })
    return c.json({ success: true })
  },
)
