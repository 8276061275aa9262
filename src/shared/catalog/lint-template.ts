import type { PromptLines } from './prompt-lines.ts'
import type { Question } from './question.ts'
import type { TemplateDetail } from './template-detail.ts'
import { formatAnswer, options, questionKey, questionWidget } from '../customization/answers.ts'
import { generatePrompt } from '../customization/generate-prompt.ts'
import { questionSections } from '../customization/question-sections.ts'

/** What the linter reads: a template as the seed, the admin form or the creator studio holds it. */
export type LintableTemplate = {
  name?: string
  description?: string
  howToUse?: string
  masterPrompt: string
  questions: readonly Partial<Question>[]
  promptLines?: PromptLines | null
  detail?: TemplateDetail | null
}

export type LintRule =
  | 'unreached-answer'
  | 'duplicate-id'
  | 'no-options'
  | 'internal-id'
  | 'mixed-voice'
  | 'count-mismatch'
  | 'placeholder'
  | 'no-required'
  | 'role-wording'

export type LintFinding = { rule: LintRule; message: string; questionId?: string }

const choiceTypes = new Set<string>(['select', 'radio', 'single_choice', 'multiselect', 'multi_choice', 'multi_select'])

const lintBase = {
  toneOfVoice: 'friendly',
  outputFormat: 'structured',
  culturalContext: 'au',
  userIdentityName: '',
  userIdentityPronouns: '',
}

// The prompt around the master prompt speaks as the member ("speak to me"): these refer to them in the third person.
const thirdPerson = [
  /\b(?:the|this) (?:person|user|member|customer|individual)\b/i,
  /\btheir answers\b/i,
  /\bthey (?:told you|said|chose|picked|described|asked|listed|gave|mentioned|answered|shared|ticked)\b/i,
]

const placeholders = [
  /\{\{[^}]*\}\}/,
  /\$\{[^}]*\}/,
  /\{[A-Za-z_][A-Za-z0-9_ ]*\}/,
  /\[(?:insert|your|name|date|todo|placeholder|tbd)\b[^\]]*\]/i,
  /<(?:insert|your|name|date|todo|placeholder)\b[^>]*>/i,
  /\b(?:TODO|TBD|FIXME|XXX)\b/,
  /lorem ipsum/i,
]

const numberWords: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20,
}
const toNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : numberWords[word.toLowerCase()])

/** A sample answer for a question: its first options, or a distinctive text. */
function sampleAnswer(question: Partial<Question>, index: number): string | string[] {
  const opts = options(question)
  const widget = questionWidget(question)
  if (widget === 'multi') return opts.length ? opts.slice(0, 2) : [`custom answer ${index + 1}`]
  if (widget === 'radio' || widget === 'select') return opts[0] ?? `answer ${index + 1}`
  return `sample answer ${index + 1}`
}

/** The texts a buyer reads about the template (card, how-to and detail page). */
function publicTexts(t: LintableTemplate): string[] {
  const d = t.detail
  return [
    t.description ?? '',
    t.howToUse ?? '',
    ...(d
      ? [
          d.whatItDoes,
          ...d.whatYouGet,
          ...d.whoFor,
          ...d.features.flatMap((f) => [f.title, f.description]),
          ...d.howItWorks.flatMap((s) => [s.title, s.description]),
        ]
      : []),
  ]
}

/**
 * Checks a template for what makes a generated prompt wrong: answers that never reach the prompt, internal ids in
 * the text, a master prompt that speaks of the member in the third person, detail-page counts that do not match the
 * questionnaire, unresolved placeholders, no required question, a role that does not read after "Act as my".
 * Pure: the seed's test, the admin form and the creator studio call it alike.
 */
export function lintTemplate(t: LintableTemplate): LintFinding[] {
  const findings: LintFinding[] = []
  const questions = t.questions ?? []
  const master = t.masterPrompt ?? ''

  const seen = new Set<string>()
  questions.forEach((q, i) => {
    const key = questionKey(q, i)
    if (seen.has(key))
      findings.push({ rule: 'duplicate-id', questionId: key, message: `Two questions use the id ${key}` })
    seen.add(key)
  })

  const answers = Object.fromEntries(questions.map((q, i) => [questionKey(q, i), sampleAnswer(q, i)]))
  const prompt = generatePrompt({
    base: lintBase,
    masterPrompt: master,
    questions,
    promptLines: t.promptLines,
    answers,
  })
  for (const section of questionSections(questions))
    for (const { question, key, label } of section.questions) {
      const line = `**${label}**: ${formatAnswer(answers[key]!)}`
      if (!prompt.includes(line))
        findings.push({ rule: 'unreached-answer', questionId: key, message: `The answer to "${label}" does not reach the prompt` })
      if (question.type && choiceTypes.has(question.type) && options(question).length === 0)
        findings.push({ rule: 'no-options', questionId: key, message: `"${label}" is a choice with no options` })
    }

  const texts = [master, ...questions.map((q) => q.question ?? ''), ...publicTexts(t)]
  const ids = questions.map((q, i) => questionKey(q, i)).filter((id) => id.includes('_'))
  for (const text of texts) {
    const id = ids.find((i) => new RegExp(`\\b${i}\\b`).test(text))
    const prefix = /\(?\b[a-z]+_\)?(?![a-z0-9])/.exec(text)
    if (id) findings.push({ rule: 'internal-id', questionId: id, message: `The text names the internal id ${id}` })
    else if (prefix)
      findings.push({ rule: 'internal-id', message: `The text refers to the internal id prefix ${prefix[0]}` })
  }

  for (const pattern of thirdPerson) {
    const hit = pattern.exec(master)
    if (hit)
      findings.push({
        rule: 'mixed-voice',
        message: `The master prompt calls the member "${hit[0]}" while the prompt speaks as them ("me", "my")`,
      })
  }

  for (const text of [master, ...publicTexts(t)])
    for (const pattern of placeholders) {
      const hit = pattern.exec(text)
      if (hit) findings.push({ rule: 'placeholder', message: `Unresolved placeholder ${hit[0]}` })
    }

  const sections = questionSections(questions).length
  for (const text of publicTexts(t)) {
    for (const m of text.matchAll(/\b(\d+|[a-z]+)\s+(?:(?:quick|short|simple|easy)\s+)?questions?\b(?!\s+groups?)/gi)) {
      const n = toNumber(m[1]!)
      if (n !== undefined && n !== questions.length && !/\b(?:questions?)\b.*\breview\b/i.test(text))
        findings.push({
          rule: 'count-mismatch',
          message: `"${m[0]}" but the template has ${questions.length} questions`,
        })
    }
    for (const m of text.matchAll(/\b(\d+|[a-z]+)\s+(?:(?:short|quick)\s+)?(?:question\s+groups?|sections?)\b/gi)) {
      const n = toNumber(m[1]!)
      if (n !== undefined && n !== sections)
        findings.push({ rule: 'count-mismatch', message: `"${m[0]}" but the questionnaire has ${sections} sections` })
    }
  }

  if (questions.length && !questions.some((q) => q.required === true))
    findings.push({ rule: 'no-required', message: 'No question is marked required' })

  const role = t.promptLines?.role?.trim()
  if (role && /^(?:my|an?|the|act as)\b/i.test(role))
    findings.push({ rule: 'role-wording', message: `The role "${role}" should read after "Act as my"` })

  return findings
}
