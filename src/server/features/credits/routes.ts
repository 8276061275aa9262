import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'

export const creditsRoutes = new Hono<AppEnv>()
