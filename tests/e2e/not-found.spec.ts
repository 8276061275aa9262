import { expect, test, type Page } from '@playwright/test'
import { axeOn, expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

// Honest HTTP: an address with nothing behind it answers 404, as the browser sees it, with the app's not-found
// page already in the HTML; the app then takes that page over without a hydration error.
const missing = [
  { path: '/no-such-page', heading: 'Page not found' },
  { path: '/prompts/no-such-prompt', heading: 'Prompt not found' },
  { path: '/category/no-such-category', heading: 'Category not found' },
]

function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    // The browser reports the page's own 404 (and the API's, which the page asked about) as a failed resource.
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text())
  })
  return errors
}

const appStarted = (page: Page) =>
  expect(page.locator('nav[aria-label="Main"] [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })

test.describe('addresses with nothing behind them @phone', () => {
  test('answer 404 with the not-found page, which the app takes over', async ({ page }) => {
    const errors = collectErrors(page)
    for (const { path, heading } of missing) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      expect(await response?.text(), path).toContain(`${heading}</h1>`)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await appStarted(page)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expectNoSeriousA11yIssues(page)
    }
    // The journeys' server runs the test checkout: the banner is on the page, in a landmark, and passes axe
    // with best practices too (every bit of content in a landmark).
    await expect(page.getByRole('complementary', { name: 'Test mode' })).toHaveText(
      'Test mode: no money moves',
    )
    const banner = await axeOn(page).include('.test-mode-banner').analyze()
    expect(banner.violations.map((v) => v.id)).toEqual([])
    // Taken over by the app: its link moves within the page, no new document.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    await page.getByRole('main').getByRole('link', { name: 'Back to Browse' }).click()
    await expect(page).toHaveURL(/\/browse$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Browse prompts' })).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true)
    expect(errors).toEqual([])
  })

  test('a missing build file is a plain 404, not the app', async ({ page }) => {
    for (const path of ['/assets/missing-abc123.js', '/favicon-nope.png']) {
      const response = await page.request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).not.toContain('text/html')
    }
  })

  test('a page chunk gone after a deploy loads the page afresh once, then shows the error page', async ({
    page,
  }) => {
    await page.goto('/')
    await appStarted(page)
    // The sign-in page's chunk is gone, as after a deploy that renamed it.
    await page.route(/\/assets\/login-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    )
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname)
    })
    await page.getByRole('link', { name: 'Sign In' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page).toHaveURL(/\/login$/)
    // Exactly one fresh load, of the page that was being opened; no loop.
    await page.waitForTimeout(1500)
    expect(documents).toEqual(['/login'])
  })
})
