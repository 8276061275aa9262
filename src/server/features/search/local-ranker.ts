import MiniSearch from 'minisearch'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { intentLexicon, type Intent } from './intent-lexicon.ts'
import { reasonFromEvidence, type Evidence, type FieldName } from './reasoning.ts'
import { fillerWords, stemOf, stopWords, words } from './text-analysis.ts'
import {
  compileLexicon,
  understandQuery,
  type CompiledLexicon,
  type IntentMatch,
  type UnderstoodQuery,
} from './understand-query.ts'

/** What the ranker knows of a template. The questions' wording is searched but never returned. */
export type SearchDocument = {
  id: string
  name: string
  description: string
  howToUse: string
  category: string
  tier: string
  creditsCost: number
  priceCents: number
  questions: string
}

export type RankedTemplate = {
  document: SearchDocument
  /** 0..1 */
  relevance: number
  reasoning: string
  /** 0..1: the share of the query's words this template accounts for (the evidence behind a match). */
  coverage: number
}

/**
 * What the ranker answers: the best matches, or, when nothing accounts for the query (noMatch), at most a few loosely
 * related templates that share a word with it.
 */
export type RankAnswer = { results: RankedTemplate[]; noMatch: boolean }

const fields = ['name', 'description', 'category', 'howToUse', 'questions'] as const
const fieldBoost = { name: 3, description: 2, category: 1.2, howToUse: 0.8, questions: 0.6 }
const goalDecay = [1, 0.62, 0.42]
const textWeight = 0.6
const maxResults = 6
// A match must account for this share of the query's words, at least one of them clearly (its title, description
// or category holds it, or it names a goal the template is listed for); tuned on the bench's tuning set only.
export const matchCoverage = 0.6
const clearEvidence = 0.75
const maxLooselyRelated = 3
const strongFields = new Set<string>(['name', 'description', 'category'])

/**
 * The local AI search: full-text ranking (MiniSearch, BM25+ over stems, typo tolerant) combined with the intent
 * lexicon, which maps everyday goals to the templates and categories that serve them.
 */
export function createLocalRanker(documents: SearchDocument[], lexicon: Intent[] = intentLexicon) {
  const vocabulary = new Set<string>()
  // How many documents hold each stem: words in most of a large catalogue say nothing and cost the most.
  const documentFrequency = new Map<string, number>()
  let current = new Set<string>()
  const index = new MiniSearch<SearchDocument>({
    fields: [...fields],
    storeFields: [],
    tokenize: (text) => words(text),
    processTerm: (term) => {
      if (stopWords.has(term) || fillerWords.has(term)) return null
      const stem = stemOf(term)
      vocabulary.add(stem)
      current.add(stem)
      return stem
    },
  })
  for (const document of documents) {
    current = new Set()
    index.add(document)
    for (const stem of current) documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1)
  }
  const byId = new Map(documents.map((d) => [d.id, d]))
  const categoryKey = new Map(documents.map((d) => [d.id, categoryOf(d.category).key]))
  const compiled: CompiledLexicon = compileLexicon(lexicon)
  // In a large catalogue, a word found in a tenth of it ranks little and costs the most; related words are only
  // worth their cost when they are specific.
  const large = documents.length >= 200
  const isCommon = (stem: string) => large && (documentFrequency.get(stem) ?? 0) > documents.length * 0.1
  const isSpecific = (stem: string) => !large || (documentFrequency.get(stem) ?? 0) <= documents.length * 0.03

  function rank(query: string, limit = maxResults): RankAnswer {
    const understood = understandQuery(query, compiled, (s) => vocabulary.has(s))
    const context = contextTerms(query)
    let own = understood.searchStems.filter((s) => !isCommon(s))
    if (own.length === 0) own = understood.searchStems.slice(0, 1)
    const related = [...understood.expansion.keys()].filter(isSpecific)
    const last = understood.searchStems.at(-1)
    // Unknown to the catalogue and to the lexicon: only then may it be a typo or a word still being typed.
    const unknown = new Set(own.filter((s) => !vocabulary.has(s) && !compiled.byStem.has(s)))

    // Text part: each of the user's words is searched on its own, scored against the best template for that word
    // and weighted by how rare it is, so "marathon" counts for more than "training"; related words add a little.
    const matches = new Map<string, TextMatch>()
    const matchOf = (id: string) => {
      let m = matches.get(id)
      if (!m) matches.set(id, (m = { text: 0, coverage: 0, fieldsByStem: new Map() }))
      return m
    }
    const search = (
      terms: string[],
      opts: { fuzzy?: number | false; prefix?: boolean; boostTerm?: (t: string) => number },
    ) =>
      index.search(terms.join(' '), {
        tokenize: (text) => text.split(' '),
        processTerm: (t) => t,
        boost: fieldBoost,
        fuzzy: opts.fuzzy ?? false,
        prefix: opts.prefix ?? false,
        boostTerm: opts.boostTerm,
        weights: { fuzzy: 0.5, prefix: 0.35 },
      })
    const rarity = own.map((stem) =>
      Math.log(1 + documents.length / Math.max(1, documentFrequency.get(stem) ?? 1)),
    )
    const rarityTotal = rarity.reduce((a, b) => a + b, 0)
    own.forEach((stem, i) => {
      const typo = unknown.has(stem)
      const results = search([stem], {
        // Typos: only for words nobody knows; prefix: only for a last word still being typed.
        fuzzy: typo ? (stem.length >= 8 ? 2 : stem.length >= 4 ? 1 : false) : false,
        prefix: typo && stem === last && stem.length >= 4,
      })
      const best = results[0]?.score ?? 0
      for (const r of results) {
        const m = matchOf(r.id as string)
        m.text += (rarity[i] / rarityTotal) * (r.score / best)
        m.coverage += rarity[i] / rarityTotal
        const inFields = new Set(Object.values(r.match).flat())
        m.fieldsByStem.set(stem, inFields)
      }
    })
    if (related.length) {
      const results = search(related, { boostTerm: (t) => understood.expansion.get(t) ?? 0 })
      const best = results[0]?.score ?? 0
      const weight = own.length ? 0.3 : 0.6
      for (const r of results) {
        const m = matchOf(r.id as string)
        m.text += weight * (r.score / best)
      }
    }

    // Goal part: each goal lifts its templates (best first) and, a little, the other templates of its categories.
    // A goal named only by a loose hint counts fully only for templates that also hold the user's words.
    const goalParts = new Map<string, GoalPart[]>()
    const addGoal = (id: string, part: GoalPart) => {
      const parts = goalParts.get(id)
      if (parts) parts.push(part)
      else goalParts.set(id, [part])
    }
    const categoryGoals: { keys: string[]; value: number }[] = []
    for (const match of understood.intents) {
      ;(match.intent.templates ?? []).forEach((id, i) => {
        if (byId.has(id)) addGoal(id, { value: match.strength * (goalDecay[i] ?? 0.3), hinted: match.hinted })
      })
      if (match.intent.categories?.length)
        categoryGoals.push({ keys: match.intent.categories, value: match.strength * 0.18 })
    }

    const scoreOf = (id: string) => {
      const match = matches.get(id)
      const coverage = match?.coverage ?? 0
      const parts = (goalParts.get(id) ?? []).map((p) => ({
        ...p,
        value: p.hinted ? p.value * (0.4 + 0.6 * coverage) : p.value,
      }))
      const key = categoryKey.get(id)!
      for (const c of categoryGoals) if (c.keys.includes(key)) parts.push({ value: c.value, hinted: true })
      parts.sort((a, b) => b.value - a.value)
      let goal = 0
      parts.forEach((p, i) => (goal += p.value * (i === 0 ? 1 : i === 1 ? 0.5 : 0.2)))
      const evidence = evidenceFor(id, match, understood, context)
      // The evidence tempers the score: a template that accounts for more of the query ranks above one lifted by
      // a single shared goal ("ask my boss for a raise": Pay Rise Pitch above Hard Conversation Strategist).
      const raw = textWeight * (match?.text ?? 0) + goal
      return { id, match, score: raw * (0.6 + 0.4 * evidence.coverage), evidence }
    }

    // Keep only the best few: a sorted insert into a short list beats sorting thousands of hits.
    type Scored = ReturnType<typeof scoreOf>
    const best: Scored[] = []
    const consider = (s: Scored) => {
      if (best.length === limit && !better(s, best[limit - 1])) return
      let i = best.length
      while (i > 0 && better(s, best[i - 1])) i--
      best.splice(i, 0, s)
      if (best.length > limit) best.pop()
    }
    const better = (a: Scored, b: Scored) =>
      a.score > b.score || (a.score === b.score && byId.get(a.id)!.name < byId.get(b.id)!.name)
    for (const id of matches.keys()) consider(scoreOf(id))
    for (const id of goalParts.keys()) if (!matches.has(id)) consider(scoreOf(id))

    const top = best[0]?.score ?? 0
    const isMatch = (s: Scored) =>
      s.evidence.coverage >= matchCoverage && s.evidence.clearest >= clearEvidence
    const noMatch = !best.some(isMatch)
    const kept = noMatch
      ? // Loosely related: only templates that really share a word with the query, and only a few.
        best.filter((s) => s.evidence.items.length > 0).slice(0, maxLooselyRelated)
      : // Templates that account for the query first, then close neighbours that account for part of it.
        [
          ...best.filter(isMatch),
          ...best.filter(
            (s) =>
              !isMatch(s) &&
              s.score >= 0.18 &&
              s.score >= top * 0.3 &&
              s.evidence.coverage >= matchCoverage / 2,
          ),
        ]
    const results = kept.map((s) => {
      const document = byId.get(s.id)!
      return {
        document,
        relevance: Math.round((1 - Math.exp(-2.2 * s.score)) * 100) / 100,
        reasoning: reasonFromEvidence(document, s.evidence.items),
        coverage: Math.round(s.evidence.coverage * 100) / 100,
      }
    })
    return { results, noMatch }
  }

  /**
   * How well a template accounts for each of the query's own words: a word found in its title, description or
   * category counts fully, in its instructions or questions half; a word of a goal phrase counts fully for the
   * goal's first template (less for the others, and half for a loose hint or a vague goal).
   */
  function evidenceFor(
    id: string,
    match: TextMatch | undefined,
    understood: UnderstoodQuery,
    context: boolean[],
  ) {
    const key = categoryKey.get(id)!
    const items: Evidence[] = []
    let total = 0
    let weights = 0
    let clearest = 0
    const contextOf = new Map(understood.terms.map((t, i) => [t, context[i] ?? false]))
    const content = understood.terms.filter(
      (t, i, all) => !t.filler && !/^\d+$/.test(t.word) && all.findIndex((o) => o.stem === t.stem) === i,
    )
    for (const term of content) {
      let strength = 0
      let item: Evidence | undefined
      const fieldsHit = match?.fieldsByStem.get(term.stem)
      if (fieldsHit?.size) {
        const field: FieldName = fields.find((f) => fieldsHit.has(f))!
        strength = strongFields.has(field) ? 1 : 0.5
        // A word nobody knows matched by typo tolerance: the template's spelling is quoted, not the user's.
        const typed = !term.corrected && vocabulary.has(term.stem)
        item = { kind: 'word', word: term.word, stem: term.stem, field, typed }
      }
      for (const m of understood.intents) {
        const value = goalEvidence(m, term.stem, id, key)
        if (value > strength) {
          strength = value
          const goal = compiled.lexicon.indexOf(m.intent)
          item = {
            kind: 'goal',
            word: term.word,
            stem: term.stem,
            typed: !term.corrected,
            goal,
            stems: goalStems(goal, m),
            listed: (m.intent.templates ?? []).includes(id),
          }
        }
      }
      // The words after "for", "about", "before"... set the scene ("before my wedding"); the head words say what is
      // wanted, so they weigh more.
      // A word in a quarter of the catalogue ("plan", "week") says little about what is wanted.
      const common = (documentFrequency.get(term.stem) ?? 0) > documents.length / 4
      const weight = (contextOf.get(term) ? 0.5 : 1) * (common ? 0.5 : 1)
      total += weight * strength
      weights += weight
      clearest = Math.max(clearest, strength)
      if (item) items.push(item)
    }
    return { coverage: weights ? total / weights : 0, clearest, items }
  }

  function goalEvidence(m: IntentMatch, stem: string, id: string, key: string): number {
    const trigger = m.triggerStems.includes(stem)
    const i = compiled.lexicon.indexOf(m.intent)
    // A word of the goal's own vocabulary that completed no phrase ("positive" beside "affirmations") counts half.
    const vocabulary =
      !trigger &&
      !m.hintStems.includes(stem) &&
      (compiled.related[i].includes(stem) ||
        (compiled.byStem.get(stem) ?? []).some((p) => compiled.phrases[p].intent === i))
    if (!trigger && !vocabulary && !m.hintStems.includes(stem)) return 0
    const vague = (m.intent.weight ?? 1) < 0.9 ? 0.75 : 1
    const position = (m.intent.templates ?? []).indexOf(id)
    const listed =
      position === 0 ? 1 : position > 0 ? 0.75 : m.intent.categories?.includes(key as never) ? 0.4 : 0
    return listed * vague * (trigger ? 1 : 0.5)
  }

  function goalStems(i: number, m: IntentMatch): Set<string> {
    return new Set([...compiled.related[i], ...m.triggerStems])
  }

  return { rank, documents, has: (id: string) => byId.has(id) }
}

export type LocalRanker = ReturnType<typeof createLocalRanker>

const scenePrepositions = new Set(['for', 'about', 'on', 'before', 'after', 'at', 'with', 'during', 'from'])

/** For each term of the query (as terms() lists them), whether it follows a preposition that sets the scene. */
function contextTerms(query: string): boolean[] {
  const out: boolean[] = []
  let scene = false
  for (const word of words(query)) {
    if (scenePrepositions.has(word)) scene = true
    else if (!stopWords.has(word) && stemOf(word)) out.push(scene)
  }
  return out
}

type TextMatch = {
  text: number
  /** The share of the query's own words (weighted by rarity) that this template holds. */
  coverage: number
  /** Each of the user's stems this template holds, with the fields it is in. */
  fieldsByStem: Map<string, Set<string>>
}
type GoalPart = { value: number; hinted: boolean }
