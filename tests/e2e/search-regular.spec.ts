import { expect, test } from '@playwright/test'

test.describe('search: regular mode @phone', () => {
  test('filters names and descriptions after typing stops, and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/browse')
    await page.getByRole('button', { name: 'Regular search' }).click()
    await expect(page.getByRole('button', { name: 'Ask AI' })).toHaveCount(0)
    const box = page.getByLabel('Search prompts by name or description')

    const logged = page.waitForRequest(
      (r) => r.url().endsWith('/api/functions/log-search-analytics') && r.postDataJSON()?.type === 'regular',
    )
    await box.fill('PLANNER')
    const results = page.getByTestId('search-results').getByRole('listitem')
    await expect(results).toHaveCount(4)
    await expect(results.first()).toContainText('Daily Focus Planner')
    expect((await logged).postDataJSON()).toEqual({ query: 'PLANNER', type: 'regular', resultsCount: 4 })

    // A description match counts too.
    await box.fill('itinerary')
    await expect(results).toHaveCount(1)
    await expect(results.first()).toContainText('Japan Planner')

    await box.fill('zzzz no such prompt')
    await expect(page.getByText('No prompts found matching your search.')).toBeVisible()

    await box.fill('')
    await expect(page.getByText('No prompts found matching your search.')).toHaveCount(0)
    await expect(page.getByTestId('search-results')).toHaveCount(0)
  })
})
