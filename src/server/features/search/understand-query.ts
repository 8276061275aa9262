import type { Intent } from './intent-lexicon.ts'
import { editDistance, stems, terms, typoAllowance } from './text-analysis.ts'

export type QueryTerm = {
  /** The word as the user typed it (lower case). */
  word: string
  /** Its stem, after any typo correction against the lexicon. */
  stem: string
  filler: boolean
  /** True when the stem is the lexicon's word nearest to a typo ("holliday" -> holiday). */
  corrected: boolean
}

export type IntentMatch = {
  intent: Intent
  /** 0..~1.7: how clearly the query names this goal. */
  strength: number
  /** The user's words that matched the strongest phrase, for the reason sentence. */
  matched: string[]
  /** Only loose hints matched ("training"), no phrase that clearly names the goal. */
  hinted: boolean
  /** Every query stem found in a trigger phrase of this goal, and in a hint only: the evidence for a match. */
  triggerStems: string[]
  hintStems: string[]
}

export type UnderstoodQuery = {
  terms: QueryTerm[]
  /** Stems for the full-text search: no filler, no duplicates. */
  searchStems: string[]
  intents: IntentMatch[]
  /** Related stems from the matched goals, each with the weight it gets in the text search. */
  expansion: Map<string, number>
}

type Phrase = { intent: number; stems: string[]; weight: number }

/** The lexicon compiled once: every phrase as stems, and every stem it knows with the word it came from. */
export function compileLexicon(lexicon: Intent[]) {
  const phrases: Phrase[] = []
  const surface = new Map<string, string>()
  const words = new Map<string, string>()
  const byStem = new Map<string, number[]>()
  lexicon.forEach((intent, i) => {
    const known = new Set<string>()
    const add = (text: string, weight: number) => {
      const ts = terms(text)
      const phraseStems = [...new Set(ts.map((t) => t.stem))]
      // "train" and "training" are one phrase once stemmed: count it once.
      const key = phraseStems.slice().sort().join(' ')
      if (phraseStems.length === 0 || known.has(key)) return
      known.add(key)
      for (const t of ts) {
        if (!surface.has(t.stem)) surface.set(t.stem, t.word)
        words.set(t.word, t.stem)
      }
      const index = phrases.push({ intent: i, stems: phraseStems, weight }) - 1
      for (const s of phraseStems) byStem.set(s, [...(byStem.get(s) ?? []), index])
    }
    for (const t of intent.triggers) add(t, 1)
    for (const h of intent.hints ?? []) add(h, 0.5)
  })
  const related = lexicon.map((intent) => stems(intent.related ?? ''))
  const candidates = [...words].map(([word, stem]) => ({ word, stem, mask: letterMask(word) }))
  // Typo corrections already worked out, by word ('' for none): people retype the same words while searching.
  const corrections = new Map<string, string>()
  return { lexicon, phrases, surface, byStem, related, candidates, corrections }
}

export type CompiledLexicon = ReturnType<typeof compileLexicon>

/**
 * Reads a query: its terms (typos fixed against the lexicon when the catalogue does not know the word either),
 * the everyday goals it names, and the related words those goals bring to the text search.
 */
export function understandQuery(
  query: string,
  lexicon: CompiledLexicon,
  isKnownStem: (stem: string) => boolean,
): UnderstoodQuery {
  const queryTerms: QueryTerm[] = terms(query).map((t) => {
    if (lexicon.byStem.has(t.stem) || isKnownStem(t.stem) || t.filler) return { ...t, corrected: false }
    const fix = nearestStem(t.word, lexicon)
    return fix ? { ...t, stem: fix, corrected: true } : { ...t, corrected: false }
  })
  const present = new Set(queryTerms.map((t) => t.stem))
  const positions = new Map<string, number[]>()
  queryTerms.forEach((t, i) => positions.set(t.stem, [...(positions.get(t.stem) ?? []), i]))

  // Every phrase whose words are all in the query near one another, less those inside a longer matched phrase
  // ("broke" in "broke up").
  const matched: Phrase[] = []
  const seen = new Set<number>()
  for (const stem of present)
    for (const p of lexicon.byStem.get(stem) ?? []) {
      if (seen.has(p)) continue
      seen.add(p)
      const phrase = lexicon.phrases[p]
      if (phrase.stems.every((s) => present.has(s)) && isClose(phrase.stems, positions)) matched.push(phrase)
    }
  const kept = matched.filter(
    (a) => !matched.some((b) => b.stems.length > a.stems.length && a.stems.every((s) => b.stems.includes(s))),
  )

  // The best phrase per goal sets its strength; more phrases for the same goal add a little.
  type Best = {
    score: number
    stems: string[]
    count: number
    hinted: boolean
    triggerStems: Set<string>
    hintStems: Set<string>
  }
  const best = new Map<number, Best>()
  for (const phrase of kept) {
    const score = phrase.weight * (1 + 0.3 * (phrase.stems.length - 1))
    const hinted = phrase.weight < 1
    let current = best.get(phrase.intent)
    if (!current) {
      current = {
        score,
        stems: phrase.stems,
        count: 1,
        hinted,
        triggerStems: new Set(),
        hintStems: new Set(),
      }
      best.set(phrase.intent, current)
    } else {
      current.count++
      current.hinted &&= hinted
      if (score > current.score) Object.assign(current, { score, stems: phrase.stems })
    }
    for (const s of phrase.stems) (hinted ? current.hintStems : current.triggerStems).add(s)
  }

  const intents: IntentMatch[] = [...best.entries()]
    .map(([i, b]) => {
      const intent = lexicon.lexicon[i]
      const strength = (intent.weight ?? 1) * (b.score + 0.15 * Math.min(2, b.count - 1))
      const matched = b.stems.map(
        (s) => queryTerms.find((t) => t.stem === s && !t.corrected)?.word ?? lexicon.surface.get(s) ?? s,
      )
      const triggerStems = [...b.triggerStems]
      const hintStems = [...b.hintStems].filter((s) => !b.triggerStems.has(s))
      return { intent, strength, matched, hinted: b.hinted, triggerStems, hintStems }
    })
    .sort((a, b) => b.strength - a.strength)

  const searchStems = [...new Set(queryTerms.filter((t) => !t.filler).map((t) => t.stem))]
  const expansion = new Map<string, number>()
  for (const m of intents) {
    const i = lexicon.lexicon.indexOf(m.intent)
    for (const s of lexicon.related[i]) {
      if (present.has(s)) continue
      expansion.set(s, Math.max(expansion.get(s) ?? 0, 0.35 * Math.min(1, m.strength)))
    }
  }
  return { terms: queryTerms, searchStems, intents, expansion }
}

const particles = new Set(['up', 'out', 'down', 'over', 'off'])

/**
 * Whether a phrase's words sit close together in the query (any order: "weight I need to lose" is "lose weight"),
 * and a phrasal verb keeps its order: "work out" is not "burnt out at work".
 */
function isClose(stems: string[], positions: Map<string, number[]>): boolean {
  if (stems.length === 1) return true
  const last = stems[stems.length - 1]
  const verb = stems[stems.length - 2]
  if (particles.has(last)) {
    const ordered = positions.get(last)!.some((p) => positions.get(verb)!.some((v) => p > v && p - v <= 2))
    if (!ordered) return false
  }
  const span = stems.length + 2
  return positions
    .get(stems[0])!
    .some((start) => stems.every((s) => positions.get(s)!.some((p) => Math.abs(p - start) <= span)))
}

/** Which letters a word holds, as bits: one typo changes at most two of them, a cheap filter before edit distance. */
function letterMask(word: string): number {
  let mask = 0
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97
    if (c >= 0 && c < 26) mask |= 1 << c
  }
  return mask
}

function bitCount(n: number): number {
  let count = 0
  for (let v = n; v; v &= v - 1) count++
  return count
}

/**
 * The lexicon's stem for a misspelt word: the nearest of its words within the typos the length allows, starting
 * with the same letter (a first-letter slip is rare, and the rule keeps real words such as "brain" from becoming
 * "train").
 */
function nearestStem(word: string, lexicon: CompiledLexicon): string | undefined {
  const allowance = typoAllowance(word)
  if (allowance === 0 || /\d/.test(word)) return undefined
  const cached = lexicon.corrections.get(word)
  if (cached !== undefined) return cached || undefined
  const mask = letterMask(word)
  let bestStem = ''
  let bestDistance = allowance + 1
  for (const candidate of lexicon.candidates) {
    if (candidate.word[0] !== word[0] || Math.abs(candidate.word.length - word.length) > allowance) continue
    if (bitCount(candidate.mask ^ mask) > 2 * allowance) continue
    const d = editDistance(word, candidate.word, allowance)
    if (d < bestDistance) {
      bestDistance = d
      bestStem = candidate.stem
    }
  }
  if (lexicon.corrections.size < 10_000) lexicon.corrections.set(word, bestStem)
  return bestStem || undefined
}
