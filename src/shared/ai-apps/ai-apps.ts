import { z } from 'zod'
import defaults from './ai-apps.json'

// The AI chat apps offered by "Open in ..." buttons, and how long a URL may be before we fall back to
// copy-and-open. The list lives in ai-apps.json; AI_APPS and AI_APP_URL_MAX_LENGTH override it at start.

const placeholder = '{prompt}'

const webUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      return ['https:', 'http:'].includes(new URL(v.replace(placeholder, 'x')).protocol)
    } catch {
      return false
    }
  }, 'must be an http(s) URL')

export const aiApp = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be 1-40 lowercase letters, digits or dashes'),
  name: z.string().trim().min(1).max(40),
  /** The address with `{prompt}` where the URL-encoded prompt goes. */
  url: webUrl.refine((v) => v.split(placeholder).length === 2, `must contain ${placeholder} exactly once`),
  /** Opened after copying when the prompt is too long for a URL. */
  homeUrl: webUrl,
})

export type AiApp = z.infer<typeof aiApp>

export const urlMaxLength = z.coerce.number<string>().int().min(100).max(100_000)

export const aiAppsConfig = z.object({
  maxUrlLength: urlMaxLength,
  apps: z.array(aiApp).max(12),
})

export type AiAppsConfig = z.infer<typeof aiAppsConfig>

/** The shipped configuration (ai-apps.json), checked like an override would be. */
export const defaultAiApps: AiAppsConfig = aiAppsConfig.parse(defaults)

/** AI_APPS: a JSON array of apps in the shape of ai-apps.json's "apps". */
export const aiAppsJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {id,name,url,homeUrl}' })
      return z.NEVER
    }
  })
  .pipe(z.array(aiApp).max(12))

export type OpenTarget =
  | { kind: 'direct'; url: string }
  /** Too long for a URL: copy the prompt, then open the app's home page. */
  | { kind: 'copy'; url: string }

/** Where a button for `app` should go with this prompt. */
export function openTarget(app: AiApp, prompt: string, maxUrlLength: number): OpenTarget {
  const url = app.url.replace(placeholder, () => encodeURIComponent(prompt))
  return url.length <= maxUrlLength ? { kind: 'direct', url } : { kind: 'copy', url: app.homeUrl }
}
