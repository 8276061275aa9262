import { userPromptCustomizations } from '../../db/schema/library.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { user } from '../../db/schema/auth.ts'
import type { SharedCustomization } from '../../../shared/shares/shared-customization.ts'

// Only these columns ever leave for someone who is not the owner: no answers, no template content.
export const sharedColumns = {
  title: userPromptCustomizations.title,
  summary: userPromptCustomizations.summary,
  generatedPrompt: userPromptCustomizations.generatedPrompt,
  updatedAt: userPromptCustomizations.updatedAt,
  promptName: promptTemplates.name,
  ownerName: user.name,
}

type SharedRow = {
  title: string
  summary: string | null
  generatedPrompt: string
  updatedAt: Date | string
  promptName: string | null
  ownerName: string
}

export const toSharedCustomization = (row: SharedRow): SharedCustomization => ({
  title: row.title,
  summary: row.summary,
  generatedPrompt: row.generatedPrompt,
  promptName: row.promptName,
  ownerName: row.ownerName,
  updatedAt: new Date(row.updatedAt).toISOString(),
})
