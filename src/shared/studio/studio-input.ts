import { z } from 'zod'
import { categoryKeys } from '../catalog/categories.ts'
import { tiers } from '../catalog/tiers.ts'
import { templateDraftInput } from '../admin/template-input.ts'
import { changelogMaxLength } from './studio-limits.ts'

// Request bodies of the studio's routes, shared by the editor and the server.

const changelog = z
  .string()
  .trim()
  .max(changelogMaxLength, `The changelog must be at most ${changelogMaxLength} characters`)

/** A new template: its name (the address is made from it), and where it will be listed. */
export const createStudioTemplateInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  category: z.enum(categoryKeys, { message: 'Choose a category' }).default('tools'),
  tier: z.enum(tiers, { message: 'Choose a tier' }).default('daily'),
})
export type CreateStudioTemplateInput = z.input<typeof createStudioTemplateInput>
export type CreateStudioTemplateValues = z.output<typeof createStudioTemplateInput>

/** Saving the version being edited: its whole content and, for an update, what changed. */
export const saveStudioTemplateInput = z.object({
  content: templateDraftInput,
  changelog: changelog.default(''),
})
export type SaveStudioTemplateInput = z.input<typeof saveStudioTemplateInput>

/** Submitting for review; the changelog may come with it (required for an update of a live template). */
export const submitStudioTemplateInput = z.object({ changelog: changelog.optional() })
