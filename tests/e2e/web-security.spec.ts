import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { buyCreditsViaApi, confirmationLink, memberPassword, uniquePhone } from './fixtures/member.ts'

// Issue 10, web security in the browser: the served pages run under a CSP without inline scripts and cause no
// violation, the build has no inline script and no server-only data, and stored XSS attempts in names,
// reviews, saved customisation titles and wizard answers render as text and run nothing.

const img = '<img src=x onerror="window.__xss=(window.__xss||0)+1">'
const script = '<script>window.__xss=(window.__xss||0)+1</script>'
const payload = `${img}${script}`

/** Records CSP violations and dialogs, so that any injected code that tried to run is seen. */
async function watch(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()))
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] }
    w.__violations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    )
  })
  return {
    dialogs,
    /** Nothing ran, nothing was blocked, and no element came out of the text. */
    async expectInert() {
      const state = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: number }).__xss ?? 0,
        violations: (window as unknown as { __violations: string[] }).__violations,
        injectedImages: document.querySelectorAll('img[src="x"]').length,
        // The server-rendered page's JSON data block (decision 0018) and its JSON-LD (decision 0030) may hold the
        // text as data: they never run.
        injectedScripts: [...document.scripts].filter(
          (s) =>
            s.type !== 'application/json' &&
            s.type !== 'application/ld+json' &&
            s.textContent?.includes('__xss'),
        ).length,
      }))
      expect(state).toEqual({ xss: 0, violations: [], injectedImages: 0, injectedScripts: 0 })
      expect(dialogs).toEqual([])
    },
  }
}

test('pages are served with a CSP that forbids inline scripts, and load without a violation', async ({
  page,
}) => {
  const watcher = await watch(page)
  const res = await page.goto('/')
  const headers = res!.headers()
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const html = await res!.text()
  // No script in the page runs inline; a server-rendered page may carry one JSON data block, never executed.
  expect(html).not.toMatch(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/i)
  await expect(page.getByRole('link', { name: /browse/i }).first()).toBeVisible()
  for (const path of ['/browse', '/prompt/breakup-rebuild', '/credits', '/signup', '/login']) {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
  }
  await watcher.expectInert()
})

test('the build has no inline script and does not carry the server-only password list', async () => {
  // The build the journeys' server serves (playwright.config.ts): npm test's one build, else the run's own.
  const dist = process.env.TEST_WEB_DIST ?? join(process.env.E2E_DATA_DIR!, 'dist')
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((f) => f.isFile())
  expect(files.length).toBeGreaterThan(2)
  for (const f of files) {
    const text = readFileSync(join(f.parentPath, f.name), 'utf8')
    if (f.name.endsWith('.html')) expect(text, f.name).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/i)
    expect(text, f.name).not.toContain('qwertyuiop,123321')
    expect(text, f.name).not.toContain('"trustno1"')
  }
})

test('stored XSS in a name, a review, a saved title and wizard answers renders as text and runs nothing', async ({
  page,
}) => {
  const watcher = await watch(page)
  // The member's name: sign-up cleans < > " ' out of names; whatever is left is shown as text.
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const email = `xss-${stamp}@example.com`
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Eve <img src=x onerror=alert(1)>',
      email,
      password: memberPassword,
      phoneNumber: uniquePhone(),
    },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  await page.goto(await confirmationLink(email))
  await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(200)
  await buyCreditsViaApi(page, 'explorer')
  const promptId = 'breakup-rebuild'
  const buy = await page.request.post('/api/functions/purchase-prompt', {
    data: { promptId, method: 'credits' },
  })
  expect(buy.status(), await buy.text()).toBe(200)

  // A review, shown publicly on the prompt's page.
  const review = `Great ${payload} prompt ${stamp}`
  const rated = await page.request.put(`/api/library/${promptId}/rating`, { data: { stars: 5, review } })
  expect(rated.status(), await rated.text()).toBe(200)

  // A saved customisation whose title, summary, answers and prompt text all carry the payload.
  const content = await (await page.request.get(`/api/templates/${promptId}/content`)).json()
  const question = (content.questions as { id: string; type: string }[]).find((q) =>
    ['text', 'textarea'].includes(q.type),
  )!
  const base = { toneOfVoice: 'friendly', aiRole: 'coach', outputFormat: 'stepbystep', culturalContext: 'au' }
  const title = `Plan ${payload}`
  const saved = await page.request.post('/api/customizations', {
    data: {
      promptId,
      customizationData: { baseCustomization: base, promptAnswers: { [question.id]: `Answer ${payload}` } },
      generatedPrompt: `Act as my coach. ${payload}`,
      title,
      summary: `Summary ${payload}`,
    },
  })
  expect(saved.status(), await saved.text()).toBeLessThan(300)

  await page.goto(`/prompt/${promptId}`)
  await page.getByRole('tab', { name: /reviews/i }).click()
  await expect(page.getByText(review, { exact: false })).toBeVisible()
  await expect(page.getByText(/Eve\b/).first()).toBeVisible()
  await watcher.expectInert()

  await page.goto('/dashboard')
  const card = page.getByTestId('saved-customization').filter({ hasText: title })
  await expect(card).toBeVisible()
  await expect(card.getByText(`Summary ${payload}`)).toBeVisible()
  await watcher.expectInert()

  // The wizard, opened on the saved answers.
  await card.getByRole('button', { name: /^Edit/ }).click()
  await expect(page).toHaveURL(/\/customization/)
  await expect(page.locator('h1').first()).toBeVisible()
  // The questions step shows the saved answer, as the field's value.
  await expect
    .poll(() =>
      page
        .locator('input, textarea')
        .evaluateAll(
          (els, v) => els.some((e) => (e as HTMLTextAreaElement).value === v),
          `Answer ${payload}`,
        ),
    )
    .toBe(true)
  await watcher.expectInert()

  await page.goto('/account/settings')
  await expect(page.getByLabel(/full name/i)).toHaveValue(/^Eve/)
  await watcher.expectInert()
})
