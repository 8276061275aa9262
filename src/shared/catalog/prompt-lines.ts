import { z } from 'zod'

/**
 * Which preference lines a template's generated prompt carries: the role it asks the AI to take (from the template,
 * not the member), whether the member's country and currency apply, and whether the AI should browse for current
 * information. A template declares only what fits it: an e-mail polisher needs none of them.
 */
export type PromptLines = {
  role?: string
  locale?: boolean
  browse?: boolean
}

export const promptLinesInput = z
  .object({
    role: z
      .string()
      .trim()
      .max(120, 'The role must be at most 120 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
    locale: z.boolean().optional(),
    browse: z.boolean().optional(),
  })
  .transform((l): PromptLines => {
    const out: PromptLines = {}
    if (l.role) out.role = l.role
    if (l.locale) out.locale = true
    if (l.browse) out.browse = true
    return out
  })

/** Reads stored lines leniently: anything malformed declares nothing. */
export function readPromptLines(raw: unknown): PromptLines {
  const parsed = promptLinesInput.safeParse(raw ?? {})
  return parsed.success ? parsed.data : {}
}
