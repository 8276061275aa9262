import { expect, test } from '@playwright/test'

test.describe('search: a link with ?ai=true&q= @phone', () => {
  test('fills the box and runs the AI search on its own, typos and all', async ({ page }) => {
    // The answer is held until the waiting state has been checked (a timer raced a slow machine).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/functions/ai-search-prompts', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/browse?ai=true&q=holliday%20in%20tokio')
    await expect(page.getByLabel('Describe what you want help with')).toHaveValue('holliday in tokio')
    // The local ranker works on it, and the page does not claim an AI is analysing.
    await expect(page.getByText('Finding the best matches...')).toBeVisible()
    await expect(page.getByText(/AI is analy/)).toHaveCount(0)
    await expect(page.locator('form[role="search"] button[type="submit"]')).toBeDisabled()
    release()
    const first = page.getByTestId('ai-results').getByRole('listitem').first()
    await expect(first).toContainText('Japan Planner')
    await expect(first).toContainText('\u201ctokio\u201d relates to \u201cJapan\u201d in its title')
    await expect(page.getByRole('button', { name: 'Ask AI' })).toBeEnabled()
  })

  test('a query without ai=true only fills the box', async ({ page }) => {
    let aiCalls = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/functions/ai-search-prompts')) aiCalls++
    })
    await page.goto('/browse?q=sleep')
    await expect(page.getByLabel('Describe what you want help with')).toHaveValue('sleep')
    await page.waitForTimeout(800)
    expect(aiCalls).toBe(0)
  })
})
