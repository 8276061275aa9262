import type { Question } from '../catalog/question.ts'
import { formatAnswer, hasAnswer, questionKey, questionLabel, type PromptAnswers } from './answers.ts'
import {
  formatOptions,
  optionLabel,
  roleOptions,
  toneOptions,
  type BaseCustomization,
} from './preferences.ts'

const formatInstructions: Record<string, string> = {
  structured: 'a clearly structured response with headings and short sections',
  detailed: 'a detailed, thorough response that explains the reasoning behind each point',
  bulletpoints: 'concise bullet points',
  stepbystep: 'step-by-step instructions in the order I should act on them',
  summary: 'a brief summary of the most important points',
  conversational: 'a natural, conversational reply',
}

const culturalInstructions: Record<string, string> = {
  us: 'the United States, with prices in USD (US dollars)',
  uk: 'the United Kingdom, with prices in GBP (pounds sterling)',
  au: 'Australia, with prices in AUD (Australian dollars)',
  ca: 'Canada, with prices in CAD (Canadian dollars)',
  international: 'an international audience, without assuming any one country or currency',
}

export const personalizedHeading = 'MY PERSONALIZED INFORMATION'

export const closingInstruction =
  'Before you answer, search the internet for current information that applies to my situation (latest prices, availability, local options and up-to-date guidance), and give me specific recommendations I can act on rather than general advice.'

/**
 * Spec 9, the generated prompt, in order: a role and tone line; an address-me line; format and cultural context;
 * the template's master prompt; 'MY PERSONALIZED INFORMATION' with each answered question as a bold label;
 * a closing instruction to search the internet and give specific recommendations.
 */
export function generatePrompt({
  base,
  masterPrompt,
  questions,
  answers,
}: {
  base: BaseCustomization
  masterPrompt: string
  questions: readonly Partial<Question>[] | null | undefined
  answers: PromptAnswers
}): string {
  const role = optionLabel(roleOptions, base.aiRole).toLowerCase()
  const tone = optionLabel(toneOptions, base.toneOfVoice).toLowerCase()
  const format = formatInstructions[base.outputFormat] ?? optionLabel(formatOptions, base.outputFormat)
  const culture = culturalInstructions[base.culturalContext] ?? base.culturalContext
  const name = base.userIdentityName.trim()

  const parts = [
    `Act as my ${role} and speak to me in a ${tone} tone.`,
    name
      ? `Address me as ${name}, using ${base.userIdentityPronouns} pronouns.`
      : `Address me directly, using ${base.userIdentityPronouns} pronouns.`,
    `Format your response as ${format}. Tailor everything to ${culture}.`,
    masterPrompt.trim(),
  ]

  const answered = (questions ?? []).flatMap((question, index) => {
    const answer = answers[questionKey(question, index)]
    return hasAnswer(answer) ? [`**${questionLabel(question, index)}**: ${formatAnswer(answer)}`] : []
  })
  if (answered.length) parts.push(`${personalizedHeading}:\n\n${answered.join('\n')}`)

  parts.push(closingInstruction)
  return parts.filter(Boolean).join('\n\n')
}
