import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type Manifest = Record<string, { file: string; imports?: string[] }>

// What a signed-in member's client-rendered page asks for before it can show anything: the session check and
// /api/me (useMe, on every page), and for the library its chunk and its lists. Named in the page's head, the
// browser fetches them beside the app's entry instead of one after another once the app runs (decision 0039).
const sessionApi = ['/api/auth/get-session', '/api/me']
const pages: Record<string, { module: string; api: string[] }> = {
  '/dashboard': {
    module: 'src/web/pages/dashboard.tsx',
    api: ['/api/library', '/api/customizations', '/api/wishlist', '/api/shares/with-me', '/api/gift-cards'],
  },
}

function chunksOf(manifest: Manifest, key: string, out = new Set<string>()) {
  const chunk = manifest[key]
  if (!chunk || out.has(`/${chunk.file}`)) return out
  out.add(`/${chunk.file}`)
  for (const dep of chunk.imports ?? []) chunksOf(manifest, dep, out)
  return out
}

/**
 * The head tags for a signed-in member's client-rendered page. A fetch preload is `crossorigin` (anonymous), the
 * mode and credentials of the app's own same-origin `fetch`, so the app's request takes the preloaded answer.
 */
export function signedInPreloads(dist: string, indexHtml: string) {
  const manifestPath = join(dist, '.vite', 'manifest.json')
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {}
  // Chunks the shell already preloads are not named twice.
  const inShell = (href: string) => indexHtml.includes(`"${href}"`)
  const tags = new Map<string, string>()
  return (pathname: string) => {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
    let head = tags.get(path)
    if (head === undefined) {
      const page = pages[path]
      const modules = page ? [...chunksOf(manifest, page.module)].filter((href) => !inShell(href)) : []
      head = [
        ...[...sessionApi, ...(page?.api ?? [])].map(
          (href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`,
        ),
        ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ].join('')
      tags.set(path, head)
    }
    return head
  }
}
