import { expect, test } from '@playwright/test'

test.describe('web shell @phone', () => {
  test('serves the home page with the navigation and footer', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'PromptMarket' })).toBeVisible()
    await expect(page.getByText(`© ${new Date().getFullYear()} PromptMarket`)).toBeVisible()
  })

  test('signed out, the home, browse, category and detail pages log no console errors', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${page.url()} console: ${m.text()}`)
    })
    page.on('pageerror', (e) => problems.push(`${page.url()} page error: ${e.message}`))
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.request().method()} ${r.url()} answered ${r.status()}`)
    })
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
    await page.goto('/browse')
    await expect(page.getByTestId('prompt-card').first()).toBeVisible()
    await page.goto('/category/life-direction')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/prompt/daily-focus-planner')
    await expect(page.getByRole('heading', { name: 'Daily Focus Planner', level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('unknown paths show the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('protected pages send anonymous visitors to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/customization']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login$/)
    }
  })

  test('scrolls to the top on every path change', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px'
      window.scrollTo(0, 2000)
    })
    await page.getByRole('contentinfo').getByRole('link', { name: 'Prompt Builder' }).click()
    await expect(page).toHaveURL(/prompt-builder/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
