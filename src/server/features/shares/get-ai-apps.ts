import type { Env } from '../../env.ts'
import { defaultAiApps, type AiAppsConfig } from '../../../shared/ai-apps/ai-apps.ts'

/** GET /api/ai-apps: the chat apps offered by "Open in ..." and the URL length limit, from configuration. */
export const getAiApps = (env: Pick<Env, 'AI_APPS' | 'AI_APP_URL_MAX_LENGTH'>): AiAppsConfig => ({
  maxUrlLength: env.AI_APP_URL_MAX_LENGTH ?? defaultAiApps.maxUrlLength,
  apps: env.AI_APPS ?? defaultAiApps.apps,
})
