import { createHash } from 'node:crypto'
import { samplePersonaPrompt } from '../../../shared/catalog/prompt-preview.ts'
import type { Question } from '../../../shared/catalog/question.ts'
import type { PromptLines } from '../../../shared/catalog/prompt-lines.ts'

/** The sample persona's whole prompt for a template and its SHA-256, which ties a sample output to that prompt. */
export function samplePromptOf(goods: {
  masterPrompt: string
  questions: Question[]
  promptLines?: PromptLines | null
}) {
  const prompt = samplePersonaPrompt(goods)
  return { prompt, sha256: createHash('sha256').update(prompt).digest('hex') }
}
