import { expect, test } from '@playwright/test'

test.describe('search: switching modes', () => {
  test('clears the results; regular mode re-runs its filter, AI mode waits to be asked', async ({ page }) => {
    await page.goto('/browse')
    const ask = page.getByRole('button', { name: 'Ask AI' })
    await expect(page.getByRole('button', { name: 'AI search' })).toHaveAttribute('aria-pressed', 'true')
    await expect(ask).toBeDisabled()

    await page.getByLabel('Describe what you want help with').fill('japan')
    await ask.click()
    await expect(page.getByTestId('ai-results').getByRole('listitem').first()).toContainText('Japan Planner')

    await page.getByRole('button', { name: 'Regular search' }).click()
    await expect(page.getByTestId('ai-results')).toHaveCount(0)
    await expect(page.getByLabel('Search prompts by name or description')).toHaveValue('japan')
    await expect(page.getByTestId('search-results').getByRole('listitem')).toHaveCount(1)

    let aiCalls = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/functions/ai-search-prompts')) aiCalls++
    })
    await page.getByRole('button', { name: 'AI search' }).click()
    await expect(page.getByTestId('search-results')).toHaveCount(0)
    await expect(page.getByTestId('ai-results')).toHaveCount(0)
    await page.waitForTimeout(800)
    expect(aiCalls).toBe(0)
    await expect(ask).toBeEnabled()
  })

  test('typing in AI mode searches once typing settles; nonsense finds nothing', async ({ page }) => {
    await page.goto('/browse')
    const response = page.waitForResponse((r) => r.url().endsWith('/api/functions/ai-search-prompts'))
    await page.getByLabel('Describe what you want help with').fill('qzxv wqpt')
    expect((await response).ok()).toBe(true)
    await expect(page.getByRole('heading', { name: "We don't have a prompt for that yet" })).toBeVisible()
    await expect(page.getByTestId('related-results')).toHaveCount(0)
  })
})
