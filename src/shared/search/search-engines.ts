/** Who answered: the language model ('ai'), or the local ranker ('local', also when the model failed). */
export const searchEngines = ['ai', 'local'] as const
export type SearchEngine = (typeof searchEngines)[number]

/** GET /api/search/engine: which engine a search will ask first, so the page can say who is working. */
export type SearchEngineInfo = { engine: SearchEngine }

/**
 * The web's check of GET /api/search/engine's answer, written out rather than in zod: the browse page asks for it
 * as it opens, and zod (about 90 KB) would otherwise load with that page.
 */
export function parseSearchEngineInfo(data: unknown): SearchEngineInfo {
  const engine = (data as { engine?: unknown } | null)?.engine
  if (!searchEngines.includes(engine as SearchEngine)) throw new Error('Unexpected search engine answer')
  return { engine: engine as SearchEngine }
}
