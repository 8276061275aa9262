import { requestHeader, type FastRoute } from '../../lib/fast-answer.ts'
import { sessionTokenOf } from '../auth/public.ts'
import { cachedAnswer, type CatalogCache, type CatalogEntry } from './catalog-cache.ts'

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
    const ifNoneMatch = requestHeader(req, 'if-none-match')
    const acceptEncoding = requestHeader(req, 'accept-encoding')
    const answer = cachedAnswer(entry, acceptEncoding, ifNoneMatch)
    return { status: answer.status, headers: flatHeaders(entry, answer), body: answer.body, userId: null }
  }
}

// Each entry answers in at most four ways (200 or 304, gzipped or not): their header lists are made once.
const flatLists = new WeakMap<CatalogEntry, Map<string, readonly string[]>>()

function flatHeaders(entry: CatalogEntry, answer: { status: number; headers: Record<string, string> }) {
  let lists = flatLists.get(entry)
  if (!lists) flatLists.set(entry, (lists = new Map()))
  const variant = `${answer.status} ${answer.headers.ETag}`
  let list = lists.get(variant)
  if (!list) lists.set(variant, (list = Object.entries(answer.headers).flat()))
  return list
}
