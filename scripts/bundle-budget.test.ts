// Heavy or rarely used code (jsPDF, confetti, the admin console) stays out of the home page's static imports.
// The weight budget itself is measured in Chromium, as a browser loads the page until the network is idle
// (tests/e2e/first-load-weight.spec.ts, issue 21): static imports missed the lazy pieces that follow the start.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Manifest } from 'vite'

const root = new URL('..', import.meta.url).pathname
const homePage = 'src/web/pages/home.tsx'

let outDir = ''
let ownBuild = false
let manifest: Manifest = {}

/** Keys of the manifest entries reached from `start` through static imports only (dynamic imports load later). */
function staticClosure(starts: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`not in the build manifest: ${key}`)
    seen.add(key)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  starts.forEach(visit)
  return seen
}

function initialChunks() {
  const keys = staticClosure(['index.html', homePage])
  return [...keys].map((key) => ({ key, file: manifest[key]!.file, src: manifest[key]!.src ?? key }))
}

beforeAll(async () => {
  // npm test builds the app once for every test and the journeys (scripts/test.mjs); alone, this builds its own.
  const shared = process.env.TEST_WEB_DIST
  if (shared && existsSync(join(shared, '.vite/manifest.json'))) outDir = shared
  else {
    outDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'))
    ownBuild = true
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build; measure what ships.
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      build: { outDir, emptyOutDir: true, manifest: true },
      logLevel: 'error',
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv
    })
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
}, 120_000)

afterAll(() => {
  if (ownBuild) rmSync(outDir, { recursive: true, force: true })
})

describe('bundle budget', () => {
  it('keeps jsPDF, confetti and the admin console out of the initial chunks', () => {
    const initial = initialChunks()
    // Module ids of everything bundled into the initial chunks, from Rollup's chunk names and sources.
    const keys = initial.map((c) => c.key).join('\n')
    expect(keys).not.toMatch(/src\/web\/pages\/admin\//)
    const code = initial.map((c) => readFileSync(join(outDir, c.file), 'utf8')).join('\n')
    // Markers that only these libraries carry in their minified code.
    expect(code).not.toMatch(/jsPDF/)
    expect(code).not.toMatch(/confetti/i)
    // And the admin pages exist in the build, as lazy chunks.
    expect(Object.keys(manifest).some((k) => k.startsWith('src/web/pages/admin/'))).toBe(true)
    expect(
      Object.values(manifest).some((c) => c.name === 'jspdf.es.min' || /jspdf/i.test(c.src ?? c.file)),
    ).toBe(true)
  })
})
