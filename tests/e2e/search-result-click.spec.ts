import { expect, test } from '@playwright/test'

test.describe('search: opening a result', () => {
  test('logs the search with the selected prompt and opens its detail page', async ({ page }) => {
    await page.goto('/browse?ai=true&q=my%20car%20needs%20a%20service')
    const first = page.getByTestId('ai-results').getByRole('link').first()
    await expect(first).toContainText('Mechanic Quote Checker')

    const logged = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/functions/log-search-analytics') &&
        Boolean(r.postDataJSON()?.selectedResultId),
    )
    await first.click()
    const request = await logged
    expect(request.postDataJSON()).toEqual({
      query: 'my car needs a service',
      type: 'ai',
      resultsCount: expect.any(Number),
      selectedResultId: 'mechanic-quote-checker',
    })
    const response = await request.response()
    expect(response?.status()).toBe(200)
    expect(await response?.json()).toEqual({ ok: true })
    await expect(page).toHaveURL(/\/prompts\/mechanic-quote-checker$/)
  })
})
