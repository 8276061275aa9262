import { expect, test } from '@playwright/test'

test.describe('search: home AI box to AI results @phone', () => {
  test('a goal typed on the home page gets AI recommendations with reasons on /browse', async ({ page }) => {
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
    const results = page.getByTestId('ai-results')
    await expect(results.getByRole('listitem').first()).toContainText('Daily Calorie Deficit Guide')
    await expect(results.getByRole('listitem').first()).toContainText('Because you want to lose weight')
    await expect(results.getByRole('listitem').first()).toContainText('$7.99 AUD')
  })
})
