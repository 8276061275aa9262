import { requestHeader, type FastAnswer, type FastRoute } from '../../lib/fast-answer.ts'
import { sessionTokenOf } from '../auth/public.ts'
import { answerOfVariant, answerVariant, type CatalogCache, type CatalogEntry } from './catalog-cache.ts'

/**
 * The catalogue's cached answers (list pages, details, previews, samples, the summary) for a URL the router has
 * answered before, while the entry is fresh: the same bytes, ETag, 304 and gzip as cachedJson. A request with a
 * session cookie goes to the router, so its log line names the member.
 */
export function catalogFastAnswer(cache: CatalogCache): FastRoute {
  return (req) => {
    if (!req.url || sessionTokenOf(requestHeader(req, 'cookie'))) return null
    const entry = cache.peekUrl(req.url)
    if (!entry) return null
    const variant = answerVariant(
      entry,
      requestHeader(req, 'accept-encoding'),
      requestHeader(req, 'if-none-match'),
    )
    let answers = made.get(entry)
    if (!answers) made.set(entry, (answers = []))
    return (answers[variant] ??= fastAnswerOf(entry, variant))
  }
}

// An entry answers in at most four ways (200 or 304, gzipped or not): each is made once, when first asked for.
const made = new WeakMap<CatalogEntry, FastAnswer[]>()

function fastAnswerOf(entry: CatalogEntry, variant: number): FastAnswer {
  const { status, headers, body } = answerOfVariant(entry, variant)
  return { status, headers: Object.entries(headers).flat(), body, userId: null, kept: true }
}
