import { expect, test } from '@playwright/test'

test.describe('search: a request the catalogue has no prompt for @phone', () => {
  test('says so, with at most a few loosely related prompts under that heading, never "AI recommends"', async ({
    page,
  }) => {
    await page.goto('/browse')
    const box = page.getByLabel('Describe what you want help with')
    const response = page.waitForResponse((r) => r.url().endsWith('/api/functions/ai-search-prompts'))
    await box.fill('grocery list for the week')
    await page.getByRole('button', { name: 'Ask AI' }).click()
    const answer = await (await response).json()
    expect(answer).toMatchObject({ engine: 'local', noMatch: true })

    const noMatch = page.getByTestId('no-match')
    await expect(noMatch.getByRole('heading', { name: "We don't have a prompt for that yet" })).toBeVisible()
    await expect(noMatch.getByRole('heading', { name: 'Loosely related' })).toBeVisible()
    const related = noMatch.getByTestId('related-results').getByRole('listitem')
    await expect(related.first()).toBeVisible()
    expect(await related.count()).toBeLessThanOrEqual(3)
    // Each says what it shares with the request, and nothing is presented as a recommendation.
    await expect(related.first()).toContainText('\u201clist\u201d')
    await expect(page.getByText(/AI recommends|Best matches/)).toHaveCount(0)
    await expect(page.getByTestId('ai-results')).toHaveCount(0)

    // A request it can answer is labelled as the local ranker's best matches.
    await box.fill('ask my boss for a raise')
    await page.getByRole('button', { name: 'Ask AI' }).click()
    await expect(page.getByRole('heading', { name: /^Best matches/ })).toBeVisible()
    await expect(page.getByTestId('ai-results').getByRole('listitem').first()).toContainText('Pay Rise Pitch')
    await expect(page.getByTestId('no-match')).toHaveCount(0)
  })
})
