import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Hono } from 'hono'
import type { AppEnv } from './app-env.ts'

type EntryServer = {
  rendersOnServer: (pathname: string, member?: boolean) => boolean
  renderPage: (input: { url: string; fetchApi: typeof fetch; memberFetchApi?: typeof fetch }) => Promise<{
    html: string
    dataScript: string
    pageModule: string
    status: number
    head: { title: string; description?: string }
    personal: boolean
  } | null>
}

/** The head tags of a rendered page, from what the page names itself (features/seo, decision 0030). */
export type PageHeadBuilder = (input: {
  pathname: string
  title: string
  description?: string
  status: number
}) => Promise<string>

type Manifest = Record<string, { file: string; imports?: string[] }>

/** The built files a source module needs at once: its chunk and its static imports, from Vite's manifest. */
function chunksOf(manifest: Manifest, key: string, out = new Set<string>()) {
  const chunk = manifest[key]
  if (!chunk || out.has(`/${chunk.file}`)) return out
  out.add(`/${chunk.file}`)
  for (const dep of chunk.imports ?? []) chunksOf(manifest, dep, out)
  return out
}

const rootTag = '<div id="root"></div>'

/** The page's own head tags in place of the shell's site-wide title and description. */
function withHead(shell: string, head: string | null) {
  if (!head) return shell
  return shell
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}\n</head>`)
}

/**
 * On a server-rendered page the app is started by /boot.js after the first paint (public/boot.js), instead of by
 * the module script and preloads in the head, which the browser fetches and runs before it paints.
 */
function bootAfterPaint(html: string, pageChunks: Set<string>) {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html)
  if (!entry) return html
  const preloads = new Set<string>()
  const rest = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g,
    (_, href: string) => {
      preloads.add(href)
      return ''
    },
  )
  // The page's own chunk too: the app cannot take the page over before it has it.
  for (const href of pageChunks) if (href !== entry[1]) preloads.add(href)
  const boot = `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${[...preloads].join(' ')}" defer></script>`
  return rest.replace(entry[0], () => boot)
}

/**
 * The storefront pages' first screen as HTML (decision 0018), from the build's dist/ssr/entry-server.js. Returns
 * null when there is no server build, the page is not one rendered here, or rendering fails: the caller then
 * sends the plain client-rendered page, which works the same, only later on a slow phone.
 */
export function serverRenderer(
  app: Hono<AppEnv>,
  dist: string,
  indexHtml: string,
  pageHead?: PageHeadBuilder,
) {
  const entryPath = join(dist, 'ssr', 'entry-server.js')
  if (!existsSync(entryPath) || !indexHtml.includes(rootTag)) return null
  // Loaded at start, so the first visitor does not wait for the import.
  const entry = import(pathToFileURL(entryPath).href) as Promise<EntryServer>
  entry.catch(() => {}) // reported by the first render that needs it
  const manifestPath = join(dist, '.vite', 'manifest.json')
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {}
  let failures = 0
  // The page around the render depends only on which page it is: built once per page module.
  const shells = new Map<string, string>()
  const shellFor = (pageModule: string) => {
    let shell = shells.get(pageModule)
    if (!shell) shells.set(pageModule, (shell = bootAfterPaint(indexHtml, chunksOf(manifest, pageModule))))
    return shell
  }
  // The page's data comes from the API itself (through its catalogue cache): without the visitor's cookies, or
  // on a member's own page with the cookies their browser sent, so the API decides what they may see.
  const fetchAs =
    (cookie: string | undefined): typeof fetch =>
    async (input, init) => {
      const headers = new Headers(init?.headers)
      if (cookie) headers.set('cookie', cookie)
      if (input instanceof Request) return app.request(new Request(input, { ...init, headers }))
      return app.request(typeof input === 'string' ? input : input.href, { ...init, headers })
    }
  const anonymous = fetchAs(undefined)
  return async (
    url: string,
    sessionCookie?: string,
  ): Promise<{ html: string; status: number; personal: boolean } | null> => {
    try {
      const ssr = await entry
      const member = sessionCookie !== undefined
      if (!ssr.rendersOnServer(new URL(url).pathname, member)) return null
      const memberFetchApi = member ? fetchAs(sessionCookie) : undefined
      const page = await ssr.renderPage({ url, fetchApi: anonymous, memberFetchApi })
      if (!page) return null
      const pathname = new URL(url).pathname
      const head = pageHead ? await pageHead({ pathname, ...page.head, status: page.status }) : null
      // A function, so `$&` and the like in page text are not read as replacement patterns.
      const html = withHead(shellFor(page.pageModule), head).replace(
        rootTag,
        () => `<div id="root">${page.html}</div>${page.dataScript}`,
      )
      return { html, status: page.status, personal: page.personal }
    } catch (err) {
      // Logged for the first few only: a page that cannot render would otherwise log on every visit.
      if (failures++ < 5) console.error('Server render failed, sending the client-rendered page:', url, err)
      return null
    }
  }
}
