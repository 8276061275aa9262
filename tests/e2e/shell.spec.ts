import { expect, test } from '@playwright/test'

test.describe('web shell @phone', () => {
  test('serves the home page with the navigation and footer', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'PromptMarket' })).toBeVisible()
    await expect(page.getByText('© 2024 PromptMarket')).toBeVisible()
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
