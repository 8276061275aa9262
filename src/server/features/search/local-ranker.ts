import MiniSearch from 'minisearch'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { intentLexicon, type Intent } from './intent-lexicon.ts'
import { fillNeed, reasonFromGoal, reasonFromWords } from './reasoning.ts'
import { fillerWords, stemOf, stopWords, words } from './text-analysis.ts'
import { compileLexicon, understandQuery, type CompiledLexicon } from './understand-query.ts'

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
}

const fields = ['name', 'description', 'category', 'howToUse', 'questions'] as const
const fieldBoost = { name: 3, description: 2, category: 1.2, howToUse: 0.8, questions: 0.6 }
const goalDecay = [1, 0.62, 0.42]
const textWeight = 0.6
const maxResults = 6

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

  function rank(query: string, limit = maxResults): RankedTemplate[] {
    const understood = understandQuery(query, compiled, (s) => vocabulary.has(s))
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
      if (!m)
        matches.set(
          id,
          (m = { text: 0, coverage: 0, stems: new Set(), fields: new Set(), relatedFields: new Set() }),
        )
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
        m.stems.add(stem)
        for (const inFields of Object.values(r.match)) for (const f of inFields) m.fields.add(f)
      }
    })
    if (related.length) {
      const results = search(related, { boostTerm: (t) => understood.expansion.get(t) ?? 0 })
      const best = results[0]?.score ?? 0
      const weight = own.length ? 0.3 : 0.6
      for (const r of results) {
        const m = matchOf(r.id as string)
        m.text += weight * (r.score / best)
        for (const inFields of Object.values(r.match)) for (const f of inFields) m.relatedFields.add(f)
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
    const categoryGoals: { keys: string[]; value: number; need: string }[] = []
    for (const match of understood.intents) {
      const need = fillNeed(match.intent.need, match.matched)
      ;(match.intent.templates ?? []).forEach((id, i) => {
        if (byId.has(id))
          addGoal(id, { value: match.strength * (goalDecay[i] ?? 0.3), need, hinted: match.hinted })
      })
      if (match.intent.categories?.length)
        categoryGoals.push({ keys: match.intent.categories, value: match.strength * 0.18, need })
    }

    const scoreOf = (id: string) => {
      const match = matches.get(id)
      const coverage = match?.coverage ?? 0
      const parts = (goalParts.get(id) ?? []).map((p) => ({
        ...p,
        value: p.hinted ? p.value * (0.4 + 0.6 * coverage) : p.value,
      }))
      const key = categoryKey.get(id)!
      for (const c of categoryGoals)
        if (c.keys.includes(key)) parts.push({ value: c.value, need: c.need, hinted: true })
      parts.sort((a, b) => b.value - a.value)
      let goal = 0
      parts.forEach((p, i) => (goal += p.value * (i === 0 ? 1 : i === 1 ? 0.5 : 0.2)))
      return { id, match, score: textWeight * (match?.text ?? 0) + goal, goal: parts[0] }
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
    return best
      .filter((s) => s.score >= 0.18 && s.score >= top * 0.3)
      .map((s) => {
        const document = byId.get(s.id)!
        const relevance = Math.round((1 - Math.exp(-2.2 * s.score)) * 100) / 100
        const useGoal = s.goal && (s.goal.value / s.score >= 0.3 || !s.match)
        const reasoning = useGoal
          ? reasonFromGoal({ need: s.goal!.need, name: document.name, description: document.description })
          : reasonFromWords({
              words: userWords(s.match!, understood.terms),
              field:
                fields.find((f) => s.match!.fields.has(f)) ??
                fields.find((f) => s.match!.relatedFields.has(f)) ??
                'description',
              name: document.name,
              description: document.description,
            })
        return { document, relevance, reasoning }
      })
  }

  return { rank, documents, has: (id: string) => byId.has(id) }
}

export type LocalRanker = ReturnType<typeof createLocalRanker>

type TextMatch = {
  text: number
  /** The share of the query's own words (weighted by rarity) that this template holds. */
  coverage: number
  stems: Set<string>
  fields: Set<string>
  relatedFields: Set<string>
}
type GoalPart = { value: number; need: string; hinted: boolean }

/** The words the user typed that this template matched (their own words, not related ones). */
function userWords(match: TextMatch, terms: { word: string; stem: string }[]): string[] {
  const out: string[] = []
  for (const t of terms) if (match.stems.has(t.stem) && !out.includes(t.word)) out.push(t.word)
  return out.length
    ? out
    : terms
        .filter((t) => !stopWords.has(t.word))
        .slice(0, 2)
        .map((t) => t.word)
}
