import { createHash } from 'node:crypto'

// The fields the seed writes and an admin may edit: a row whose hash is one the seed once wrote is unedited.
export type SeededFields = {
  name: string
  description: string
  howToUse: string
  tier: string
  category: string
  masterPrompt: string
  questions: unknown
  detail: unknown
  promptLines: unknown
}

/** JSON with sorted keys and no undefined values, so a jsonb round trip (which reorders keys) hashes the same. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stable(v))).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

export const seedHash = (t: SeededFields) =>
  createHash('sha256')
    .update(
      stable({
        name: t.name,
        description: t.description,
        howToUse: t.howToUse,
        tier: t.tier,
        category: t.category,
        masterPrompt: t.masterPrompt,
        questions: t.questions,
        detail: t.detail ?? null,
        promptLines: t.promptLines ?? {},
      }),
    )
    .digest('hex')
    .slice(0, 32)
