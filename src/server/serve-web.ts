import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import type { AppEnv } from './app-env.ts'
import { serverRenderer, type PageHeadBuilder } from './server-render.ts'
import { signedInPreloads } from './signed-in-preloads.ts'
import { sessionTokenOf } from './features/auth/public.ts'

// Text files worth gzipping; images and fonts are compressed already.
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/

/**
 * The built SPA: hashed assets cached for a year (immutable), index.html never cached, every other path gets the
 * SPA. Text files go out gzipped when the browser accepts it; each is compressed once per process (a build's
 * files never change while it runs).
 */
export function mountWeb(
  app: Hono<AppEnv>,
  dist: string,
  opts: {
    testMode?: boolean
    pageHead?: PageHeadBuilder
    /** Where a page lives when it is asked for at another address (a prompt's id for its slug), or null. */
    canonicalPath?: (pathname: string) => Promise<string | null>
  } = {},
) {
  const gz = new Map<string, Buffer>()
  const gzipped = (path: string, read: () => Buffer) => {
    let body = gz.get(path)
    if (!body) gz.set(path, (body = gzipSync(read(), { level: 9 })))
    return body
  }
  const indexPath = join(dist, 'index.html')
  const indexHtml = Buffer.from(
    withTestModeBanner(inlineStylesheet(readFileSync(indexPath, 'utf8'), dist), opts.testMode ?? false),
  )
  const render = serverRenderer(app, dist, indexHtml.toString('utf8'), opts.pageHead)
  const preloads = signedInPreloads(dist, indexHtml.toString('utf8'))
  // A signed-in member's shell differs (its preloads), so caches keep it apart from a visitor's.
  const htmlHeaders = {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding, Cookie',
  }
  const personalHtmlHeaders = { ...htmlHeaders, 'Cache-Control': 'private, no-cache' }
  // Every page: the storefront's first screen rendered on the server when it can be (decision 0018), else the
  // SPA's index.html. HTML is never cached, so a deploy's new asset names are seen.
  const page = async (c: Context<AppEnv>) => {
    const canonical = opts.canonicalPath && (await opts.canonicalPath(c.req.path))
    if (canonical && canonical !== c.req.path) {
      const { search } = new URL(c.req.url)
      return c.redirect(`${canonical}${search}`, 301)
    }
    const cookie = c.req.header('cookie')
    const memberCookie = sessionTokenOf(cookie) ? cookie : undefined
    const rendered = render && (await render(c.req.url, memberCookie))
    // A client-rendered page for a signed-in member: what it asks for first starts with the HTML.
    const memberShell =
      !rendered && memberCookie
        ? indexHtml.toString('utf8').replace('</head>', () => `${preloads(c.req.path)}</head>`)
        : null
    const body = rendered ? Buffer.from(rendered.html) : memberShell ? Buffer.from(memberShell) : null
    // 404 for an unknown page, prompt or category: the render says so (the app's not-found page is the body).
    const status = rendered?.status === 404 ? 404 : 200
    // A page drawn with a member's own data is for their browser only: no shared cache may keep it.
    const headers = rendered?.personal ? personalHtmlHeaders : htmlHeaders
    if (!acceptsGzip(c)) return c.body((body ?? indexHtml) as Uint8Array<ArrayBuffer>, status, headers)
    const gzBody = body ? gzipSync(body) : gzipped(indexPath, () => indexHtml)
    return c.body(gzBody as Uint8Array<ArrayBuffer>, status, { ...headers, 'Content-Encoding': 'gzip' })
  }
  // The server render's own bundle and the build manifest are not for browsers.
  app.use('/ssr/*', async (c) => c.notFound())
  app.use('/.vite/*', async (c) => c.notFound())
  app.use(
    '/assets/*',
    staticFile(dist, () => 'public, max-age=31536000, immutable', gzipped, true),
  )
  // A build file that is not there (an old page asking for a chunk after a deploy) is a plain 404, never the
  // app's HTML, which the browser would fail to run as a script.
  app.use('/assets/*', async (c) => missingFile(c))
  // Before the static files, which would answer `/` and `/index.html` with the file itself.
  app.get('/', page)
  app.get('/index.html', page)
  app.use(
    '*',
    staticFile(dist, () => 'public, max-age=3600', gzipped),
  )
  // The same for any other file that is not there (an address ending in a file extension): a page's address
  // never has one.
  app.get('*', async (c, next) => (fileExtension.test(c.req.path) ? missingFile(c) : next()))
  app.get('*', page)
}

// Not cached: the file may be there after the next deploy.
const missingFile = (c: Context<AppEnv>) => c.text('Not found', 404, { 'Cache-Control': 'no-cache' })

const fileExtension =
  /\.(?:js|mjs|css|map|json|txt|xml|html?|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|webmanifest|pdf|zip)$/i

// Outside the React root: in the first HTML of every page (server-rendered or not), never redrawn by the app, so
// it costs no JavaScript and cannot shift the page when the app starts. Styled in src/web/styles.css.
const testModeBanner =
  '<aside class="test-mode-banner" aria-label="Test mode"><p>Test mode: no money moves</p></aside>'

/** With the local test checkout (PAYMENTS_PROVIDER=local), every page says that no money moves. */
function withTestModeBanner(html: string, testMode: boolean) {
  return testMode ? html.replace(/<body[^>]*>/, (body) => `${body}${testModeBanner}`) : html
}

/**
 * The build's stylesheet put inside the page: the first paint then needs no second request, which on a slow
 * phone network comes before the app's JavaScript (10 KB gzip; the CSP allows inline styles).
 */
function inlineStylesheet(html: string, dist: string) {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
    (tag, file: string) => {
      const css = readFileSync(join(dist, file), 'utf8')
      return css.includes('</') ? tag : `<style>${css}</style>`
    },
  )
}

// serveStatic builds its Response before calling onFound, so headers are set on the Response it returns.
// With `remember` (the hashed build files, which never change while the process runs), a file's first whole answer
// is kept: later plain GETs of it are answered from memory, without serveStatic's stat, open and read stream
// (every page load asks for some 30 of them).
function staticFile(
  root: string,
  cacheControl: (path: string) => string,
  gzipped: (path: string, read: () => Buffer) => Buffer,
  remember = false,
): MiddlewareHandler<AppEnv> {
  type File = { path: string; headers: Iterable<[string, string]>; read: () => Buffer }
  const kept = new Map<string, File>()
  const answer = (c: Context<AppEnv>, file: File) => {
    const headers = new Headers([...file.headers])
    const zipped = compressible.test(file.path) && acceptsGzip(c)
    const body = zipped ? gzipped(file.path, file.read) : file.read()
    if (zipped) headers.set('Content-Encoding', 'gzip')
    headers.set('Content-Length', String(body.length))
    return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers })
  }
  return async (c, next) => {
    const plainGet = c.req.method === 'GET' && !c.req.header('Range')
    const known = plainGet ? kept.get(c.req.path) : undefined
    if (known) return answer(c, known)
    let found: string | null = null
    const res = await serveStatic<AppEnv>({ root, onFound: (path) => void (found = path) })(c, next)
    if (!res || !found) return res
    const path: string = found
    res.headers.set('Cache-Control', cacheControl(path))
    if (compressible.test(path)) res.headers.set('Vary', 'Accept-Encoding')
    if (res.status !== 200 || !plainGet) return res
    // Only a file's own address is kept (never `//` or `./` spellings of it), so memory holds each file once.
    if (remember && path === join(root, c.req.path) && c.req.path === posix.normalize(c.req.path)) {
      void res.body?.cancel()
      const headers = [...res.headers.entries()].filter(([name]) => name !== 'content-length')
      const body = readFileSync(path)
      const file = { path, headers, read: () => body }
      kept.set(c.req.path, file)
      return answer(c, file)
    }
    if (!compressible.test(path) || !acceptsGzip(c)) return res
    void res.body?.cancel()
    return answer(c, { path, headers: res.headers.entries(), read: () => readFileSync(path) })
  }
}

function acceptsGzip(c: Context<AppEnv>) {
  const header = c.req.header('Accept-Encoding')
  if (!header) return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (name !== 'gzip' && name !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}
