import type { Question } from '../catalog/question.ts'
import type { PromptLines } from '../catalog/prompt-lines.ts'
import { formatAnswer, hasAnswer, type PromptAnswers } from './answers.ts'
import { formatOptions, optionLabel, toneOptions, type BaseCustomization } from './preferences.ts'
import { questionSections } from './question-sections.ts'

const formatInstructions: Record<string, string> = {
  structured: 'a clearly structured response with headings and short sections',
  detailed: 'a detailed, thorough response that explains the reasoning behind each point',
  bulletpoints: 'concise bullet points',
  stepbystep: 'step-by-step instructions in the order I should act on them',
  summary: 'a brief summary of the most important points',
  conversational: 'a natural, conversational reply',
}

const localeInstructions: Record<string, string> = {
  us: 'Tailor everything to the United States, with prices in USD (US dollars).',
  uk: 'Tailor everything to the United Kingdom, with prices in GBP (pounds sterling).',
  au: 'Tailor everything to Australia, with prices in AUD (Australian dollars).',
  ca: 'Tailor everything to Canada, with prices in CAD (Canadian dollars).',
  international: 'Write for an international audience, without assuming any one country or currency.',
}

export const personalizedHeading = 'MY PERSONALIZED INFORMATION'

export const closingInstruction =
  'Before you answer, search the internet for current information that applies to my situation (latest prices, availability, local options and up-to-date guidance), and give me specific recommendations I can act on rather than general advice.'

/** The template's side of a prompt: what an owner (or the detail page's preview) has. */
export type PromptTemplate = {
  masterPrompt: string
  questions: readonly Partial<Question>[] | null | undefined
  promptLines?: PromptLines | null
}

/** The "address me" line: only what the member chose to give, nothing assumed. */
function addressLine(name: string, pronouns: string) {
  if (name && pronouns) return `Address me as ${name}, using ${pronouns} pronouns.`
  if (name) return `Address me as ${name}.`
  if (pronouns) return `Use ${pronouns} pronouns when you refer to me.`
  return ''
}

/**
 * The generated prompt, in order: the template's role (if it declares one) and the member's tone; an address line
 * when the member gave a name or pronouns; the member's format and, where the template declares it, their country
 * and currency; the master prompt; 'MY PERSONALIZED INFORMATION' with each answered question as a bold label
 * (unanswered ones are left out, grouped by section when the template has several); and, where the template
 * declares browsing, the instruction to search the internet for current information.
 */
export function generatePrompt({
  base,
  masterPrompt,
  questions,
  promptLines,
  answers,
}: PromptTemplate & { base: BaseCustomization; answers: PromptAnswers }): string {
  const lines = promptLines ?? {}
  const tone = optionLabel(toneOptions, base.toneOfVoice).toLowerCase()
  const format = formatInstructions[base.outputFormat] ?? optionLabel(formatOptions, base.outputFormat)
  const role = lines.role?.trim()
  const locale = lines.locale ? (localeInstructions[base.culturalContext] ?? '') : ''

  const parts = [
    role ? `Act as my ${role} and speak to me in a ${tone} tone.` : `Speak to me in a ${tone} tone.`,
    addressLine(base.userIdentityName.trim(), (base.userIdentityPronouns ?? '').trim()),
    [`Format your response as ${format}.`, locale].filter(Boolean).join(' '),
    masterPrompt.trim(),
  ]

  const sections = questionSections(questions)
  const answered = sections.flatMap((section) => {
    const items = section.questions.flatMap(({ key, label }) =>
      hasAnswer(answers[key]) ? [`**${label}**: ${formatAnswer(answers[key])}`] : [],
    )
    if (!items.length) return []
    return sections.length > 1 ? [`### ${section.title}\n${items.join('\n')}`] : [items.join('\n')]
  })
  if (answered.length) parts.push(`${personalizedHeading}:\n\n${answered.join('\n\n')}`)

  if (lines.browse) parts.push(closingInstruction)
  return parts.filter(Boolean).join('\n\n')
}
