// The storefront's first screen rendered on the server (decision 0018), and a signed-in member's library (decision
// 0042): built by `vite build --ssr` into dist/ssr and called by src/server/server-render.ts. The browser shows
// this HTML at once; main.tsx then hydrates it with the same data, which travels in a JSON block.
import { AsyncLocalStorage } from 'node:async_hooks'
import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query'
import { AppRoutes, matchPage, preloadPage } from './app/router.tsx'
import { authKeys } from './features/auth/api/auth-keys.ts'
import { catalogKeys } from './features/catalog/api/catalog-keys.ts'
import { creatorKeys } from './features/creators/api/creator-keys.ts'
import { setApiTransport } from './lib/api-client.ts'
import { ApiError } from './lib/api-client.ts'
import { PageStatusContext, type PageStatus } from './lib/page-status.ts'
import { PageHeadContext, type PageHead } from './lib/page-meta.ts'
import { seedsScript, type SsrSeed } from './lib/ssr-seed.ts'
import { offWhenIdle } from '../shared/async-context/off-when-idle.ts'
import { switchOffWhenIdle, trackedStorages } from './ssr/tracked-async-hooks.ts'

export type RenderInput = {
  url: string
  /** Answers an API path in process, without the visitor's cookies: the storefront's public data. */
  fetchApi: typeof fetch
  /**
   * The same with the cookies the visitor sent, when they have a session cookie: used for a member's own page only,
   * whose answers are then theirs, as their browser would get them.
   */
  memberFetchApi?: typeof fetch
}

// Renders run side by side, each with its own visitor: the API client asks through the render it was called in.
const renderFetch = new AsyncLocalStorage<typeof fetch>()
// Off between renders: a storage left on slows every request of the process on Node 20 (off-when-idle.ts).
// React's own storage is listed by the module the build gives it for async_hooks (src/web/ssr/tracked-async-hooks.ts).
const counted = offWhenIdle(() => [renderFetch, ...trackedStorages()])
switchOffWhenIdle(counted.idle)
setApiTransport((input, init) => {
  const fetchApi = renderFetch.getStore()
  if (!fetchApi) return Promise.reject(new Error('The API was asked outside a server render'))
  return fetchApi(input, init)
})

// Only public pages whose first screen needs no session, with the module of each (its chunk is fetched with the
// app's entry); everything else stays a client-rendered shell. A /prompt/:id of a prompt with a static page is
// redirected to /prompts/:slug by the server before it gets here (features/seo/canonical-prompt-path.ts).
const pageModules: [RegExp, string][] = [
  [/^\/$/, 'src/web/pages/home.tsx'],
  [/^\/browse\/?$/, 'src/web/pages/browse.tsx'],
  [/^\/category\/[^/]+\/?$/, 'src/web/pages/category.tsx'],
  [/^\/prompts?\/[^/]+\/?$/, 'src/web/pages/prompt-detail.tsx'],
  [/^\/creators\/[^/]+\/?$/, 'src/web/pages/creator.tsx'],
]
// An address no route knows gets the not-found page from here too, so it is answered with 404.
const notFoundModule = 'src/web/pages/not-found.tsx'
const isUnknown = (pathname: string) => matchPage(pathname)?.path === '*'
// A member's own page: rendered with their data when they are signed in (the server checks the session first);
// anyone else gets the client-rendered shell, whose app sends them to sign in.
const memberPageModules: [RegExp, string][] = [[/^\/dashboard\/?$/, 'src/web/pages/dashboard.tsx']]
const memberPageModuleOf = (pathname: string) => memberPageModules.find(([path]) => path.test(pathname))?.[1]
const pageModuleOf = (pathname: string) =>
  pageModules.find(([path]) => path.test(pathname))?.[1] ?? (isUnknown(pathname) ? notFoundModule : null)
export const rendersOnServer = (pathname: string, member = false) =>
  pageModuleOf(pathname) !== null || (member && memberPageModuleOf(pathname) !== undefined)

// Catalogue answers are the same for everyone; anything about the visitor (me, library, access) stays in the
// browser, so a signed-in visitor never gets a signed-out answer cached.
const publicRoots = new Set<unknown>([
  catalogKeys.templates.all[0],
  catalogKeys.bestsellers[0],
  catalogKeys.stats[0],
  creatorKeys.page('')[0],
  'testimonials',
])
const isPublic = (q: Query) => publicRoots.has(String(q.queryKey[0]))
// What the page would fetch now: not a query it switched off (e.g. search results before anything is typed).
const isEnabled = (q: Query) => {
  const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled
  return typeof enabled === 'function' ? enabled(q) : enabled !== false
}
const maxPasses = 3
// The API saying the page's subject does not exist: kept, so the server renders (and the browser starts from)
// the page's not-found state. Any other failure is not shown from the server.
const isMissing = (q: Query) => q.state.error instanceof ApiError && q.state.error.status === 404

type Rendered = {
  html: string
  dataScript: string
  pageModule: string
  status: number
  head: PageHead
  /** Drawn with the member's own data: for their eyes only, never kept by a shared cache. */
  personal: boolean
}

export function renderPage({ url, fetchApi, memberFetchApi }: RenderInput): Promise<Rendered | null> {
  const { pathname } = new URL(url)
  const memberModule = memberFetchApi ? memberPageModuleOf(pathname) : undefined
  const pageModule = memberModule ?? pageModuleOf(pathname)
  if (!pageModule) return Promise.resolve(null)
  // A storefront page is drawn without cookies even for a member: it is the same for everyone.
  const asked = memberModule ? memberFetchApi! : fetchApi
  // Without a session cookie nobody is signed in: the page is drawn signed out, whole, and the browser starts from
  // that answer instead of asking who it is. With one, who it is stays the browser's question (decision 0046).
  const signedOut = memberFetchApi === undefined
  return counted(() =>
    renderFetch.run(asked, () => render(url, asked, pageModule, memberModule !== undefined, signedOut)),
  )
}

async function render(
  url: string,
  fetchApi: typeof fetch,
  pageModule: string,
  personal: boolean,
  signedOut: boolean,
): Promise<Rendered | null> {
  const { pathname, search } = new URL(url)
  // retryOnMount off: a query that failed renders its error, as the browser will (lib/ssr-seed.ts).
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false } },
  })
  if (personal) {
    // Who is signed in, asked as the browser's useMe would: no session (expired, signed out) is not rendered here.
    const res = await fetchApi('/api/me')
    if (res.status !== 200) return null
    client.setQueryData(authKeys.me(), await res.json())
  }
  if (signedOut) client.setQueryData(authKeys.me(), null)
  // The page's chunk first, so the render does not suspend on it.
  const page = matchPage(pathname)
  if (page) await preloadPage(page.load)
  // On a member's page every query is theirs to see: it is asked with their cookie, as in their browser.
  const mayFetch = (q: Query) => personal || isPublic(q)
  const status: PageStatus = { code: 200 }
  // The page's title and description as it names them (usePageMeta), for the head the server writes.
  const head: PageHead = { title: '' }
  const tree = (
    <PageStatusContext value={status}>
      <PageHeadContext value={head}>
        <QueryClientProvider client={client}>
          <StaticRouter location={`${pathname}${search}`}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </PageHeadContext>
    </PageStatusContext>
  )
  const cache = client.getQueryCache()
  // Render, load the public queries the page asked for, render again with their answers (a page can ask for
  // more once it has data). Queries are not fetched while rendering on the server.
  let html = await renderComplete(tree)
  for (let pass = 1; pass < maxPasses; pass++) {
    const wanted = cache.getAll().filter((q) => q.state.status === 'pending' && mayFetch(q) && isEnabled(q))
    if (!wanted.length) break
    await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)))
    // A failed answer is not shown from the server: the browser starts from "loading" and asks again.
    for (const q of cache.getAll())
      if (q.state.status === 'error' && !(mayFetch(q) && isMissing(q))) cache.remove(q)
    html = await renderComplete(tree)
  }
  const seeds: SsrSeed[] = [
    ...cache
      .getAll()
      .filter((q) => mayFetch(q) && (q.state.status === 'success' || isMissing(q)))
      .map((q) => {
        const error = q.state.error
        return error instanceof ApiError
          ? { key: q.queryKey, error: { status: error.status, code: error.code, message: error.message } }
          : { key: q.queryKey, data: q.state.data }
      }),
    ...(signedOut ? [{ key: authKeys.me(), data: null }] : []),
  ]
  return {
    html,
    dataScript: seeds.length ? seedsScript(seeds) : '',
    pageModule,
    status: status.code,
    head,
    personal,
  }
}

/** The whole tree as one string once every lazy part has loaded (Suspense boundaries resolved, not fallbacks). */
function renderComplete(node: ReactNode, timeoutMs = 2000) {
  return new Promise<string>((resolve, reject) => {
    let html = ''
    // A part that never settles must not hold the request: the caller falls back to the plain page.
    const timer = setTimeout(() => {
      stream.abort()
      reject(new Error('server render timed out'))
    }, timeoutMs)
    const settle = (done: () => void) => {
      clearTimeout(timer)
      done()
    }
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        settle(() => resolve(html))
        done()
      },
    })
    const stream = renderToPipeableStream(node, {
      // Large finished boundaries are otherwise sent as separate chunks with an inline script to place them.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (err) => settle(() => reject(err)),
      onError: (err) => settle(() => reject(err)),
    })
  })
}
