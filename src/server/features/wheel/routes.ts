import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { validate } from '../../lib/validate.ts'
import { spinWheel } from './spin-wheel.ts'
import { wheelSecret } from './claim-token.ts'

// The body is `{}`: the server decides everything, so extra fields are ignored, but it must be a JSON object.
const spinWheelBody = z.object({}, { error: 'The request body must be a JSON object' })

export const wheelRoutes = new Hono<AppEnv>().post(
  '/functions/spin-wheel',
  validate('json', spinWheelBody),
  async (c) => {
    const { deps } = c.var
    return c.json(await spinWheel(deps.db, { ip: clientIp(c), secret: wheelSecret(deps) }))
  },
)
