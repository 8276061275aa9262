import { stemOf, words } from './text-analysis.ts'

// One or two plain sentences per result that say what matched and where: the user's own words found in the
// template's fields, and for a goal the lexicon knows ("raise" -> pay rise), the template's words that serve it.
// Nothing else: no motive is guessed ("Because you want to eat out"), and every quoted word is in the query or in
// the field the sentence names.

export type FieldName = 'name' | 'description' | 'category' | 'howToUse' | 'questions'

export type Evidence =
  /** One of the user's words found in one of the template's fields. */
  | { kind: 'word'; word: string; stem: string; typed: boolean; field: FieldName }
  /** One of the user's words that names a goal this template is listed for; stems: the goal's own words. */
  | {
      kind: 'goal'
      word: string
      stem: string
      typed: boolean
      goal: number
      stems: Set<string>
      /** The goal lists this template (else it only shares the goal's category). */
      listed: boolean
    }

type Fields = { name: string; description: string; category: string; howToUse: string }

const fieldLabels: Record<FieldName, string> = {
  name: 'title',
  description: 'description',
  category: 'category',
  howToUse: 'instructions',
  questions: 'questionnaire',
}
// The questions are paid content: a reason may say a word is in them, never quote one of theirs.
const quotable: Exclude<FieldName, 'questions'>[] = ['name', 'description', 'category', 'howToUse']
const order: FieldName[] = ['name', 'description', 'category', 'howToUse', 'questions']

const quote = (w: string) => `\u201c${w}\u201d`

/** "a", "a and b", "a, b and c" */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** The first word of a field whose stem is one of stems, spelt as the field spells it. */
function surfaceWord(text: string, stems: Set<string>, skip: Set<string>): string | undefined {
  for (const w of words(text)) {
    const stem = stemOf(w)
    if (!stems.has(stem) || skip.has(stem)) continue
    const original = new RegExp(`\\b${w.replace(/[-]/g, '[-]?')}\\b`, 'i').exec(text)?.[0]
    return original ?? w
  }
  return undefined
}

/** "“sleep” in its title and “tired” and “rest” in its description" */
function byField(found: { word: string; field: FieldName }[]): string {
  const groups = order
    .map((field) => ({ field, ws: [...new Set(found.filter((f) => f.field === field).map((f) => f.word))] }))
    .filter((g) => g.ws.length)
  return listWords(
    groups.map((g) => `${listWords(g.ws.slice(0, 3).map(quote))} in its ${fieldLabels[g.field]}`),
  )
}

export function reasonFromEvidence(document: Fields, evidence: Evidence[]): string {
  const sentences: string[] = []
  const quoted = new Set<string>()

  // The user's words found in the template; a word read as a typo is quoted as the template spells it.
  const found: { word: string; field: FieldName }[] = []
  const misspelt: string[] = []
  // Typo tolerance matched a word the field spells otherwise (and the questions are never quoted).
  const near: { word: string; field: FieldName }[] = []
  for (const e of evidence) {
    if (e.kind !== 'word') continue
    const word = e.typed
      ? e.word
      : e.field !== 'questions'
        ? surfaceWord(document[e.field], new Set([e.stem]), new Set())
        : undefined
    if (word) found.push({ word, field: e.field })
    if (word && !e.typed) misspelt.push(e.word)
    if (!word) near.push({ word: e.word, field: e.field })
    quoted.add(e.stem)
  }
  if (found.length)
    sentences.push(
      `Matches ${byField(found)}${misspelt.length ? ` (you typed ${listWords(misspelt.map(quote))})` : ''}.`,
    )

  if (near.length && !found.length) sentences.push(`Has a word close to ${byField(near)}.`)

  // Goals: the user's words that name it, then the template's own words for that goal, from the fields that hold them.
  const goals = new Map<number, Extract<Evidence, { kind: 'goal' }>[]>()
  for (const e of evidence)
    if (e.kind === 'goal' && !quoted.has(e.stem)) goals.set(e.goal, [...(goals.get(e.goal) ?? []), e])
  // Goals whose words the template's fields do not hold: the catalogue's own list of requests it serves says so.
  const listed: string[] = []
  for (const items of goals.values()) {
    if (sentences.length >= 2) break
    const terms: { word: string; field: FieldName }[] = []
    const skip = new Set([...quoted, ...items.map((e) => e.stem)])
    for (const field of quotable) {
      while (terms.length < 2) {
        const word = surfaceWord(document[field], items[0].stems, skip)
        if (!word) break
        skip.add(stemOf(word.toLowerCase()))
        terms.push({ word, field })
      }
    }
    // The user's words as they typed them, typos and all: "“holliday” relates to “itinerary” in its description".
    const asked = quote(items.map((e) => e.word).join(' '))
    if (terms.length) sentences.push(`${asked} relates to ${byField(terms)}.`)
    else if (items[0].listed) listed.push(...items.map((e) => e.word))
    else sentences.push(`${asked} relates to its category, ${document.category}.`)
    for (const e of items) quoted.add(e.stem)
    for (const t of terms) quoted.add(stemOf(t.word.toLowerCase()))
  }
  if (listed.length && sentences.length < 2)
    sentences.push(`It is listed for requests that mention ${listWords([...new Set(listed)].map(quote))}.`)
  return sentences.join(' ') || 'It shares a word with your request.'
}
