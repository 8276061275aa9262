import type { Question } from './question.ts'
import type { PromptLines } from './prompt-lines.ts'
import { generatePrompt } from '../customization/generate-prompt.ts'
import {
  options,
  questionKey,
  questionLabel,
  questionWidget,
  type PromptAnswers,
} from '../customization/answers.ts'
import type { BaseCustomization } from '../customization/preferences.ts'

// What a visitor may judge before paying (decision 0026): the questions' texts and types, and a preview of the
// prompt the wizard would generate for a sample persona, with the master prompt's body withheld.

/** A question as shown before purchase: its text and how it is answered, nothing else (no hidden instructions). */
export type PublicQuestion = {
  id: string
  text: string
  type: string
  kind: 'text' | 'textarea' | 'select' | 'radio' | 'multi'
  optionCount: number
}

/** A block of the generated prompt: its opening lines, and how many lines follow unseen. */
export type PreviewBlock = { lines: string[]; moreLines: number }

/** A section of the preview. `withheld` marks the master prompt: only its opening is shown, `withheldWords` follow. */
export type PreviewSection =
  | { kind: 'text'; heading: string | null; blocks: PreviewBlock[] }
  | { kind: 'withheld'; heading: string | null; opening: string; withheldWords: number }

export type PromptPreview = { persona: string; sections: PreviewSection[] }

export type TemplatePreview = { questions: PublicQuestion[]; preview: PromptPreview }

type TemplateGoods = {
  masterPrompt: string
  questions: readonly Partial<Question>[] | null | undefined
  // The lines the template declares (role, locale, browsing): the preview shows them as the wizard would.
  promptLines?: PromptLines | null
}

// The persona's base preferences: a fixed, neutral set (the wizard's step 1), so every preview reads alike.
export const samplePersonaBase: BaseCustomization = {
  toneOfVoice: 'friendly',
  outputFormat: 'structured',
  culturalContext: 'au',
  userIdentityName: 'Alex',
  // Not stated, as for a member who leaves it empty: the preview adds no pronoun line.
  userIdentityPronouns: '',
}

const linesShown = 3
const lineMax = 260
const openingMax = 220

export function publicQuestions(questions: TemplateGoods['questions']): PublicQuestion[] {
  return (questions ?? []).map((q, i) => ({
    id: questionKey(q, i),
    text: questionLabel(q, i),
    type: typeof q.type === 'string' ? q.type : 'text',
    kind: questionWidget(q),
    optionCount: options(q).length,
  }))
}

/** The sample persona's answers: each question's example; for choices without one, the first option. */
export function samplePersonaAnswers(questions: TemplateGoods['questions']): PromptAnswers {
  const answers: PromptAnswers = {}
  ;(questions ?? []).forEach((q, i) => {
    const example = typeof q.example === 'string' ? q.example.trim() : ''
    const first = options(q)[0]
    const kind = questionWidget(q)
    if (example) answers[questionKey(q, i)] = kind === 'multi' ? [example] : example
    else if (first) answers[questionKey(q, i)] = kind === 'multi' ? [first] : first
  })
  return answers
}

/** The full prompt the wizard would make for the sample persona: for owners, admins and sample outputs only. */
export function samplePersonaPrompt(goods: TemplateGoods): string {
  return generatePrompt({
    base: samplePersonaBase,
    masterPrompt: goods.masterPrompt,
    questions: goods.questions,
    promptLines: goods.promptLines,
    answers: samplePersonaAnswers(goods.questions),
  })
}

// Stands in for the master prompt while generating, so its body can never reach the preview by accident.
const marker = '\u0000master-prompt\u0000'

/**
 * The preview of the sample persona's prompt, computed on the server: the shared generator runs with a marker in
 * place of the master prompt, every section keeps its heading and opening lines, and the marker becomes the master
 * prompt's first sentence plus a count of the words withheld.
 */
export function buildPromptPreview(goods: TemplateGoods): TemplatePreview {
  const generated = generatePrompt({
    base: samplePersonaBase,
    masterPrompt: marker,
    questions: goods.questions,
    promptLines: goods.promptLines,
    answers: samplePersonaAnswers(goods.questions),
  })
  const sections: PreviewSection[] = []
  let current: Extract<PreviewSection, { kind: 'text' }> | null = null
  const startSection = (heading: string | null) => {
    current = { kind: 'text', heading, blocks: [] }
    sections.push(current)
    return current
  }
  const addLines = (lines: string[]) => {
    const kept = lines.map((l) => l.trim()).filter(Boolean)
    if (!kept.length) return
    ;(current ?? startSection(null)).blocks.push({
      lines: kept.slice(0, linesShown).map((l) => clip(l, lineMax)),
      moreLines: Math.max(0, kept.length - linesShown),
    })
  }

  for (const block of generated.split(/\n{2,}/)) {
    const lines = block.split('\n')
    const heading = headingOf(lines[0] ?? '')
    if (heading !== null) {
      startSection(heading)
      lines.shift()
    }
    const at = lines.findIndex((l) => l.includes(marker))
    if (at === -1) {
      addLines(lines)
      continue
    }
    addLines([...lines.slice(0, at), lines[at]!.slice(0, lines[at]!.indexOf(marker))])
    const section = current as PreviewSection | null
    const headingHere = section?.kind === 'text' && !section.blocks.length ? section.heading : null
    if (section && headingHere !== null) sections.pop()
    sections.push({ kind: 'withheld', heading: headingHere, ...masterOpening(goods.masterPrompt) })
    current = null
    addLines([lines[at]!.slice(lines[at]!.indexOf(marker) + marker.length), ...lines.slice(at + 1)])
  }
  return {
    questions: publicQuestions(goods.questions),
    preview: { persona: personaLine(goods.questions), sections },
  }
}

/** A heading line of the generated prompt: markdown `#`, a bold line, or an upper-case label ending in a colon. */
function headingOf(line: string): string | null {
  const text = line.trim()
  const hash = /^#{1,6}\s+(.+)$/.exec(text)
  if (hash) return hash[1]!.trim()
  const bold = /^\*\*([^*]+)\*\*:?$/.exec(text)
  if (bold) return bold[1]!.trim()
  if (/^[A-Z][A-Z0-9 &'’,/-]{2,}:?$/.test(text)) return text.replace(/:$/, '')
  return null
}

/** The master prompt's first sentence (at most about 220 characters) and the number of words after it. */
export function masterOpening(masterPrompt: string): { opening: string; withheldWords: number } {
  const text = masterPrompt.trim()
  const firstParagraph = text.split(/\n/)[0] ?? ''
  const sentence = /^.+?[.!?](?=\s|$)/.exec(firstParagraph)?.[0] ?? firstParagraph
  const opening = clip(sentence, openingMax)
  const shownWords = opening.replace(/…$/, '').split(/\s+/).filter(Boolean).length
  const allWords = text.split(/\s+/).filter(Boolean).length
  return { opening, withheldWords: Math.max(0, allWords - shownWords) }
}

function personaLine(questions: TemplateGoods['questions']): string {
  const answered = Object.keys(samplePersonaAnswers(questions)).length
  return `Alex, a sample buyer who answered ${answered} of ${(questions ?? []).length} questions with the template's own examples (or a choice's first option)`
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
