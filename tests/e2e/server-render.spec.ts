import { expect, test, type Page } from '@playwright/test'
import { signUpMember } from './fixtures/member.ts'
import { signInAdmin } from './fixtures/admin.ts'
import { appReady } from './fixtures/in-app.ts'

// Decision 0018: the storefront's first screen comes rendered from the server, then the app takes it over
// (hydration) without redrawing it. A mismatch between the two is a console error in React, so none is allowed.
const pages = [
  { path: '/', heading: 'Prompt templates that make any AI model personal' },
  { path: '/browse', heading: 'Browse prompts' },
  { path: '/category/health-fitness', heading: 'Health & Fitness' },
  { path: '/prompts/ai-powered-career-navigator', heading: 'AI-Powered Career Navigator' },
]

function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  return errors
}

/** The app has taken the page over: its session watchers are running and the visitor's state is known. */
const appStarted = (page: Page) =>
  expect(page.locator('nav[aria-label="Main"] [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })

test.describe('server-rendered storefront pages @phone', () => {
  test('show their content with JavaScript switched off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const { path, heading } of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    await page.goto('/prompts/ai-powered-career-navigator')
    await expect(page.getByTestId('purchase-card').first()).toContainText(/\$\d+\.\d\d AUD/)
    const first = (await (await page.request.get('/api/templates?category=health&limit=1')).json()) as {
      items: { name: string }[]
    }
    await page.goto('/category/health-fitness')
    await expect(page.getByText(first.items[0]!.name).first()).toBeVisible()
    await context.close()
  })

  test('are taken over by the app without a hydration error, signed out and signed in', async ({ page }) => {
    const errors = collectErrors(page)
    for (const { path, heading } of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await appStarted(page)
    }
    // Signed out, the purchase button leads to sign-up, through the app (no full page load).
    await page.goto('/prompts/ai-powered-career-navigator')
    await appStarted(page)
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    await page.getByRole('link', { name: 'Get This Prompt' }).click()
    await expect(page).toHaveURL(/\/signup\?returnTo=/)
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true)

    await signUpMember(page)
    for (const { path, heading } of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await appStarted(page)
    }
    // Signed in, the same page offers the purchase itself once the app knows the member.
    await expect(page.getByRole('button', { name: 'Get This Prompt' })).toBeEnabled()
    expect(errors).toEqual([])
  })

  test('a visitor who scrolled or typed before the app started keeps their place and loses nothing', async ({
    page,
  }) => {
    // The app's start is held back, as on a slow phone, while the visitor already reads and scrolls.
    let release!: () => void
    const held = new Promise<void>((done) => (release = done))
    await page.route('**/boot.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/browse', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: 'Browse prompts' })).toBeVisible()
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px'
      window.scrollTo(0, 1500)
    })
    // The search box cannot take text the app would not see yet.
    await expect(page.getByLabel('Describe what you want help with')).not.toBeEditable()
    release()
    await appStarted(page)
    await expect(page.getByLabel('Describe what you want help with')).toBeEditable()
    expect(await page.evaluate(() => window.scrollY)).toBe(1500)
  })

  test('a tab pressed before the app started opens once it has', async ({ page }) => {
    // The app's entry is held back, as on a slow phone; /boot.js is there and holds the press meanwhile.
    let release!: () => void
    const held = new Promise<void>((done) => (release = done))
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/prompt/breakup-rebuild', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: 'Breakup Rebuild' })).toBeVisible()
    const reviews = page.getByRole('tab', { name: 'Reviews' })
    await reviews.click()
    await expect(reviews).toHaveAttribute('aria-selected', 'false')
    release()
    await appStarted(page)
    await expect(reviews).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible()
  })

  test('what only the browser knows (a remembered category) appears after the takeover, without a mismatch', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await page.goto('/browse')
    await page.evaluate(() => sessionStorage.setItem('promptmarket:last-category', 'health'))
    await page.goto('/prompts/ai-powered-career-navigator')
    await expect(page.getByRole('link', { name: 'Back to Category' })).toHaveAttribute(
      'href',
      '/browse?category=health',
    )
    await appStarted(page)
    expect(errors).toEqual([])
  })
})

// A sample output is rendered as Markdown by a part that loads apart from the page: the server's HTML holds it
// rendered, and the app takes that part over once it has loaded, without an error.
test('a detail page with a published sample output is taken over without a hydration error', async ({
  browser,
  page,
}) => {
  const slug = 'ai-powered-career-navigator'
  const admin = await signInAdmin(browser)
  const template = (await (await admin.request.get(`/api/templates/${slug}`)).json()) as { id: string }
  const made = await admin.request.post(`/api/admin/templates/${template.id}/samples`, {
    data: {
      modelName: `Hydration check ${test.info().project.name}`,
      producedOn: '2026-03-04',
      output: '## Career shortlist\n\nStart with the **near move**, then:\n\n- test it\n- decide\n',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { id } = (await made.json()) as { id: string }
  try {
    const published = await admin.request.patch(`/api/admin/samples/${id}`, { data: { status: 'published' } })
    expect(published.status(), await published.text()).toBe(200)
    const errors = collectErrors(page)
    const res = await page.goto(`/prompts/${slug}`)
    expect(await res!.text()).toContain('Career shortlist')
    await appReady(page)
    const samples = page.getByTestId('sample-outputs')
    await expect(samples.getByRole('heading', { name: 'Career shortlist' })).toBeVisible()
    await expect(samples.locator('strong', { hasText: 'near move' })).toBeVisible()
    await appStarted(page)
    expect(errors).toEqual([])
  } finally {
    await admin.request.delete(`/api/admin/samples/${id}`)
    await admin.context().close()
  }
})
