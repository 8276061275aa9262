import { gzipSync } from 'node:zlib'
import { devices, expect, test, type Response } from '@playwright/test'
import { appReady } from './fixtures/in-app.ts'
import { loadsZod, recordScripts } from './fixtures/scripts-loaded.ts'

// Web weight (issue 21): every piece of JavaScript Chromium loads for the home page, at phone width, until the
// network is idle: the entry, the page's chunk, and every lazy piece that follows the app's start. Each file is
// gzipped here (zlib's default level, as the server sends it), so the figure depends on the code, never on timing.
// It replaces the manifest count of scripts/bundle-budget.test.ts, which followed static imports only.
// Issue 21's aim: 130 KB (127.5 KB since the declarative router and the class merge of decisions 0037 and 0038;
// 126.7 KB in 16 files since the app's start and the icons are one file each, vite.config.ts, 2026-11-29).
const budgetKB = 130
const pixel = devices['Pixel 7']

test.use({
  viewport: pixel.viewport,
  userAgent: pixel.userAgent,
  deviceScaleFactor: pixel.deviceScaleFactor,
  isMobile: pixel.isMobile,
  hasTouch: pixel.hasTouch,
})

const isScript = (res: Response) =>
  /javascript/.test(res.headers()['content-type'] ?? '') || /\.m?js(?:\?|$)/.test(new URL(res.url()).pathname)

test('the home page loads at most the budget of gzipped JavaScript until the network is idle', async ({
  page,
}) => {
  const reads: Promise<{ path: string; gzip: number; text: string }>[] = []
  const onResponse = (res: Response) => {
    if (!isScript(res) || res.status() >= 300) return
    reads.push(
      res.body().then((body) => ({
        path: new URL(res.url()).pathname,
        gzip: gzipSync(body).length,
        text: body.toString('utf8'),
      })),
    )
  }
  page.on('response', onResponse)
  await page.goto('/', { waitUntil: 'networkidle' })
  // The app has started and taken the page over; then whatever it loads next, until the network is quiet again.
  await appReady(page)
  // Sections that load as they come into view (the tool picker) count too: scroll through the page first, so the
  // figure does not depend on whether they happened to load before the network was quiet.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
  await page.waitForLoadState('networkidle')
  // Stop listening before reading: a body asked for after the test ends would fail with the page closed.
  page.off('response', onResponse)
  const files = await Promise.all(reads)
  const total = files.reduce((sum, f) => sum + f.gzip, 0)
  const list = [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${(f.gzip / 1024).toFixed(1)} ${f.path}`)
  console.info(
    `home page JS until network idle: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files\n${list.join('\n')}`,
  )
  expect(files.length).toBeGreaterThan(1)
  expect(total, list.join('\n')).toBeLessThanOrEqual(budgetKB * 1024)

  // Heavy or rarely used code never loads here: jsPDF, the wheel's confetti, the admin console, sonner (it comes
  // with the first toast) and zod (forms and a first AI search).
  const code = files.map((f) => f.text).join('\n')
  expect(code).not.toMatch(/jsPDF/)
  expect(code).not.toMatch(/confetti/i)
  expect(files.map((f) => f.path).join('\n')).not.toMatch(/admin|toaster-root|schemas-/)
})

// Zod (about 90 KB) checks forms and a few answers: the browse page, which asks for the search engine as it opens,
// loads it only with a first AI search (issue 21, 2026-11-30).
test('the browse page loads no zod until a search is made', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/browse', { waitUntil: 'networkidle' })
  await appReady(page)
  await page.waitForLoadState('networkidle')
  const code = await scripts.stop()
  expect(code.length).toBeGreaterThan(1)
  expect(loadsZod(code), 'zod loaded with the browse page').toBe(false)
})
