import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

test.describe('Breakup Rebuild demo page and Prompt Builder teaser @phone', () => {
  test('Breakup Rebuild: tabs, price box, One-time badge, notes, only real reviews', async ({ page }) => {
    await page.goto('/prompt/breakup-rebuild')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breakup Rebuild')
    const box = page.getByTestId('price-box')
    await expect(box.getByText('$15.98 AUD')).toBeVisible()
    await expect(box.getByText('or 4 Credits')).toBeVisible()
    await expect(box.getByText('One-time', { exact: true })).toBeVisible()
    for (const note of ['Instant delivery', '30-day money-back guarantee', 'Lifetime access'])
      await expect(box.getByText(note, { exact: true })).toBeVisible()
    await expect(box.getByRole('link', { name: 'Get This Prompt' })).toBeVisible()

    const tabs = page.getByRole('tablist', { name: 'About this prompt' })
    await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Reviews', 'Testimonials'])
    await expect(page.getByRole('heading', { name: 'Who This Is For' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    // Journeys share one server and another one reviews this prompt: the tab shows exactly the server's reviews.
    const { items } = (await (
      await page.request.get('/api/templates/breakup-rebuild/reviews?limit=50')
    ).json()) as {
      items: { text: string | null; stars: number }[]
    }
    await tabs.getByRole('tab', { name: 'Reviews' }).click()
    if (items.length === 0) await expect(page.getByText(/^No reviews yet\./)).toBeVisible()
    else
      for (const r of items.filter((r) => r.text))
        await expect(page.getByText(r.text!, { exact: false }).first()).toBeVisible()
    await tabs.getByRole('tab', { name: 'Testimonials' }).focus()
    await page.keyboard.press('Enter')
    if (!items.some((r) => r.text && r.stars >= 4))
      await expect(page.getByText(/^No testimonials yet\./)).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(tabs.getByRole('tab', { name: 'Reviews' })).toBeFocused()
    await expect(page.getByText(/4\.8|4\.9/)).toHaveCount(0)

    await box.getByRole('link', { name: 'See credit packs' }).click()
    await expect(page).toHaveURL(/\/credits$|\/login/)
  })

  test('Prompt Builder: Coming Soon, four steps, six features, marketplace pitch, buttons', async ({
    page,
  }) => {
    await page.goto('/prompt-builder')
    await expect(page).toHaveTitle('Prompt Builder: Coming Soon · PromptMarket')
    await expect(page.getByText('Coming Soon')).toBeVisible()
    await expect(page.getByRole('region', { name: 'How It Will Work' }).getByRole('listitem')).toHaveCount(4)
    const features = page.getByRole('region', { name: 'Upcoming features' })
    for (const f of [
      'AI-powered builder',
      'Easy editing',
      'Cloud storage',
      'Share and collaborate',
      'Marketplace listing',
      'Earn money',
    ])
      await expect(features.getByRole('heading', { name: f })).toBeVisible()
    for (const p of ['Set Your Price', 'Global Reach', 'Keep 85%'])
      await expect(page.getByRole('heading', { name: p })).toBeVisible()
    await expectNoSeriousA11yIssues(page)
    await page.getByRole('link', { name: 'Browse Prompts' }).first().click()
    await expect(page).toHaveURL(/\/browse$/)
    await page.goBack()
    await page.getByRole('main').getByRole('link', { name: 'Get Credits' }).first().click()
    await expect(page).toHaveURL(/\/credits$|\/login/)
  })
})
