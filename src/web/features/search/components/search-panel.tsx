import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Loader2, Search, Sparkles } from 'lucide-react'
import { tierOf } from '../../../../shared/catalog/tiers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { paths } from '../../../config/paths.ts'
import { useTemplatePages } from '../../catalog/public.ts'
import type { AiSearchAnswer } from '../../../../shared/search/ai-recommendation.ts'
import { aiSearchPrompts } from '../api/ai-search-prompts.ts'
import { useSearchEngine } from '../api/get-search-engine.ts'
import { logSearchAnalytics } from '../api/log-search-analytics.ts'
import { useDebouncedValue } from '../hooks/use-debounced-value.ts'
import { SearchModeToggle, type SearchMode } from './search-mode-toggle.tsx'
import { SearchResultCard } from './search-result-card.tsx'
import { NoMatch } from './no-match.tsx'

// Spec 9: typing settles after 500 ms; ?ai=true&q=… searches 100 ms after the page opens.
export const searchDebounceMs = 500
export const urlSearchDelayMs = 100
// Regular search results per request; more load on demand.
const regularPageSize = 50

/**
 * The browse page's search (spec 2 and 4): AI mode by default, with Ask AI and a debounced AI search while
 * typing; regular mode asks the server for names and descriptions that contain the text, a page at a time
 * (decision 0016). Switching modes clears the results.
 */
export function SearchPanel() {
  const [params] = useSearchParams()
  const urlQuery = params.get('q') ?? ''
  const urlAi = params.get('ai') === 'true'

  const [mode, setMode] = useState<SearchMode>('ai')
  const [query, setQuery] = useState(urlQuery)
  const settled = useDebouncedValue(query, searchDebounceMs)

  const [ai, setAi] = useState<{ query: string; answer: AiSearchAnswer } | null>(null)
  // Who works on a search: the language model when the server has one, else the local ranker (labelled honestly).
  const engine = useSearchEngine().data?.engine ?? 'local'
  const [aiLoading, setAiLoading] = useState(false)
  const latestRequest = useRef(0)
  // The query the shown (or pending) AI results are for; a query in the URL without ai=true fills the box only.
  const lastAiQuery = useRef<string | null>(urlQuery.trim() || null)
  const [regularQuery, setRegularQuery] = useState<string | null>(null)

  const clearAi = useCallback(() => {
    latestRequest.current++
    lastAiQuery.current = null
    setAi(null)
    setAiLoading(false)
  }, [])

  const runAi = useCallback(async (text: string, { submitted }: { submitted: boolean }) => {
    const trimmed = text.trim()
    if (!trimmed) return
    const request = ++latestRequest.current
    lastAiQuery.current = trimmed
    if (submitted) logSearchAnalytics({ query: trimmed, type: 'ai', resultsCount: 0 })
    setAiLoading(true)
    let answer: AiSearchAnswer | null = null
    try {
      answer = await aiSearchPrompts(trimmed)
    } catch (err) {
      // Spec 8: an AI search error empties the results and is only logged.
      console.error('AI search failed', err)
    }
    if (request !== latestRequest.current) return
    const shown = answer ?? { engine: 'local' as const, noMatch: false, recommendations: [] }
    setAi({ query: trimmed, answer: shown })
    setAiLoading(false)
    // A no-match answer's loose neighbours are not results: the search found nothing.
    logSearchAnalytics({
      query: trimmed,
      type: 'ai',
      resultsCount: shown.noMatch ? 0 : shown.recommendations.length,
    })
  }, [])

  // The link from the home page: fill the box and search shortly after the page opens.
  useEffect(() => {
    if (!urlAi || !urlQuery.trim()) return
    setMode('ai')
    setQuery(urlQuery)
    lastAiQuery.current = urlQuery.trim()
    const timer = setTimeout(() => void runAi(urlQuery, { submitted: false }), urlSearchDelayMs)
    return () => clearTimeout(timer)
  }, [urlAi, urlQuery, runAi])

  // Typing settles: AI mode asks again (unless that query was just asked), regular mode filters.
  useEffect(() => {
    const trimmed = settled.trim()
    if (mode === 'regular') setRegularQuery(trimmed || null)
    else if (trimmed && trimmed !== lastAiQuery.current) void runAi(trimmed, { submitted: false })
  }, [settled, mode, runAi])

  const regular = useTemplatePages(
    { q: regularQuery ?? '', limit: regularPageSize },
    { enabled: mode === 'regular' && Boolean(regularQuery) },
  )
  const regularLoaded = mode === 'regular' && Boolean(regularQuery) && regular.isSuccess
  const regularResults = regularLoaded ? regular.items : null
  const loggedQuery = useRef<string | null>(null)
  useEffect(() => {
    // Logged once per settled query, when its first page has arrived; not again when more pages load.
    if (!regularLoaded || !regularQuery || loggedQuery.current === regularQuery) return
    loggedQuery.current = regularQuery
    logSearchAnalytics({ query: regularQuery, type: 'regular', resultsCount: regular.items.length })
  }, [regularLoaded, regularQuery, regular.items.length])

  const switchMode = (next: SearchMode) => {
    setMode(next)
    clearAi()
    setRegularQuery(null)
    loggedQuery.current = null
    if (next === 'ai') lastAiQuery.current = query.trim() || null
    else setRegularQuery(query.trim() || null)
  }

  const onType = (value: string) => {
    setQuery(value)
    // Spec 4: an empty query clears the results at once.
    if (!value.trim()) {
      clearAi()
      setRegularQuery(null)
    }
  }

  const trimmed = query.trim()
  const submit = () => {
    if (!trimmed) return
    if (mode === 'ai') {
      if (!aiLoading) void runAi(trimmed, { submitted: true })
    } else setRegularQuery(trimmed)
  }

  // The detail page sends an id address on to the prompt's canonical one.
  const hrefOf = (id: string) => paths.promptById(id)

  const inputId = useId()
  const headingId = useId()

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {mode === 'ai' ? 'Ask AI for the right prompt' : 'Search prompts'}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {mode === 'ai'
              ? 'Describe what you want help with, in your own words.'
              : 'Filter prompts by name or description.'}
          </p>
        </div>
        <SearchModeToggle mode={mode} onChange={switchMode} />
      </div>

      <form
        role="search"
        className="mt-4 flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {mode === 'ai' ? 'Describe what you want help with' : 'Search prompts by name or description'}
        </label>
        <div className="relative min-w-0 flex-1">
          {mode === 'ai' ? (
            <Sparkles
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-brand-500"
              aria-hidden
            />
          ) : (
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
          )}
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => onType(e.target.value)}
            placeholder={mode === 'ai' ? 'e.g. I want to plan a trip to Japan' : 'e.g. planner, sleep, quote'}
            className="h-11 pl-9 text-base sm:text-sm"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={500}
          />
        </div>
        {mode === 'ai' && (
          <Button type="submit" size="lg" className="h-11 shrink-0" disabled={!trimmed || aiLoading}>
            {aiLoading ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {aiLoading ? (engine === 'ai' ? 'Thinking...' : 'Searching...') : 'Ask AI'}
          </Button>
        )}
      </form>

      <div aria-live="polite" className="empty:hidden">
        {mode === 'ai' && aiLoading && (
          <p role="status" className="mt-5 flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
            {engine === 'ai' ? 'AI is analysing your request...' : 'Finding the best matches...'}
          </p>
        )}
        {mode === 'ai' && !aiLoading && ai && <AiAnswer ai={ai} hrefOf={hrefOf} />}
        {mode === 'regular' &&
          regularQuery &&
          regularResults &&
          (regularResults.length === 0 ? (
            <p className="mt-5 text-sm text-slate-600">No prompts found matching your search.</p>
          ) : (
            <div className="mt-5">
              <p className="text-sm text-slate-600">
                {regularResults.length}
                {regular.hasNextPage ? '+' : ''}{' '}
                {regularResults.length === 1 && !regular.hasNextPage ? 'prompt matches' : 'prompts match'}{' '}
                your search.
              </p>
              <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="search-results">
                {regularResults.map((t) => (
                  <SearchResultCard
                    key={t.id}
                    href={paths.prompt(t)}
                    name={t.name}
                    description={t.description}
                    tier={tierOf(t.tier)}
                    priceCents={t.priceCents}
                    credits={t.creditsCost}
                    creator={t.creator}
                    onOpen={() =>
                      logSearchAnalytics({
                        query: regularQuery,
                        type: 'regular',
                        resultsCount: regularResults.length,
                        selectedResultId: t.id,
                      })
                    }
                  />
                ))}
              </ul>
              {regular.hasNextPage && (
                <div className="mt-4 flex justify-center">
                  <Button
                    variant="secondary"
                    onClick={() => void regular.fetchNextPage()}
                    disabled={regular.isFetchingNextPage}
                  >
                    {regular.isFetchingNextPage ? 'Loading...' : 'Load more results'}
                  </Button>
                </div>
              )}
            </div>
          ))}
      </div>
    </section>
  )
}

/**
 * The answer, labelled by who gave it: "AI recommends" only when the language model chose; the local ranker's
 * results are "Best matches"; and when nothing fits, it says so, with at most a few loosely related templates.
 */
function AiAnswer({
  ai,
  hrefOf,
}: {
  ai: { query: string; answer: AiSearchAnswer }
  hrefOf: (id: string) => string
}) {
  const { engine, noMatch, recommendations } = ai.answer
  const cards = (testId: string) => (
    <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid={testId}>
      {recommendations.map((r) => (
        <SearchResultCard
          key={r.id}
          href={hrefOf(r.id)}
          name={r.name}
          description={r.description}
          tier={tierOf(r.tier)}
          priceCents={Math.round(r.price_aud * 100)}
          credits={r.credits_cost}
          reasoning={r.reasoning}
          reasoningBy={noMatch ? 'local' : engine}
          onOpen={() =>
            logSearchAnalytics({
              query: ai.query,
              type: 'ai',
              resultsCount: noMatch ? 0 : recommendations.length,
              selectedResultId: r.id,
            })
          }
        />
      ))}
    </ul>
  )
  if (noMatch)
    return <NoMatch query={ai.query}>{recommendations.length > 0 && cards('related-results')}</NoMatch>
  if (recommendations.length === 0)
    return (
      <p className="mt-5 text-sm text-slate-600">
        {engine === 'ai' ? 'No AI recommendations found for your query.' : 'No prompts found for your query.'}
      </p>
    )
  return (
    <div className="mt-5">
      {engine === 'ai' ? (
        <p className="text-sm text-slate-600">
          {recommendations.length === 1 ? 'AI recommends this prompt' : 'AI recommends these prompts'} for “
          {ai.query}”.
        </p>
      ) : (
        <h3 className="text-sm font-semibold text-slate-900">
          Best matches <span className="font-normal text-slate-600">for “{ai.query}”</span>
        </h3>
      )}
      {cards('ai-results')}
    </div>
  )
}
