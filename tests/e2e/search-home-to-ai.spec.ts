import { expect, test } from '@playwright/test'

test.describe('search: home AI box to search results @phone', () => {
  test('a goal typed on the home page gets the best matches with what matched on /browse', async ({
    page,
  }) => {
    await page.goto('/')
    const box = page.getByLabel('Describe what you want help with')
    const button = page.getByRole('button', { name: 'Search with AI' })
    await expect(button).toBeDisabled()
    await box.fill('I want to lose weight')

    const homeLog = page.waitForRequest(
      (r) => r.url().endsWith('/api/functions/log-search-analytics') && r.postDataJSON()?.resultsCount === 0,
    )
    await button.click()
    expect((await homeLog).postDataJSON()).toEqual({
      query: 'I want to lose weight',
      type: 'ai',
      resultsCount: 0,
    })

    await expect(page).toHaveURL(/\/browse\?ai=true&q=I\+want\+to\+lose\+weight$/)
    await expect(page.getByLabel('Describe what you want help with')).toHaveValue('I want to lose weight')
    // No model is configured in the journeys: the local ranker answers, and the page says so.
    await expect(page.getByRole('heading', { name: /^Best matches/ })).toBeVisible()
    await expect(page.getByText(/AI recommends/)).toHaveCount(0)
    const results = page.getByTestId('ai-results')
    await expect(results.getByRole('listitem').first()).toContainText('Daily Calorie Deficit Guide')
    await expect(results.getByRole('listitem').first()).toContainText('\u201close weight\u201d relates to')
    await expect(results.getByRole('listitem').first()).toContainText('$7.99 AUD')
  })
})
