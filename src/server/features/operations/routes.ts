import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { checkReadiness } from './check-readiness.ts'

// For load balancers and orchestrators: /healthz says the process answers (no database, so a slow database
// never gets a healthy process restarted); /readyz says it can serve (database up, migrations applied).
export const operationsRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ status: 'ok' }))
  .get('/readyz', async (c) => c.json(await checkReadiness(c.var.deps.db)))
