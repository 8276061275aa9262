import { expect, test } from '@playwright/test'
import { openInApp } from './fixtures/in-app.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

type Item = {
  id: string
  name: string
  categoryKey: string
  tier: string
  priceCents: number
  creditsCost: number
}

const pages = [
  ['health-fitness', 'health', 'Health & Fitness'],
  ['life-direction', 'life', 'Life & Direction'],
  ['career-business', 'business', 'Career & Business'],
  ['power-tools', 'tools', 'Power Tools'],
  ['social-lifestyle', 'social', 'Social & Lifestyle'],
] as const

test.describe('storefront category pages @phone', () => {
  let items: Item[] = []
  test.beforeEach(async ({ page }) => {
    items = (await (await page.request.get('/api/templates?limit=1000')).json()).items
  })

  test('every category route lists its prompts with tier, price in AUD and credits', async ({ page }) => {
    for (const [path, key, name] of pages) {
      await page.goto(`/category/${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(page).toHaveTitle(`${name} prompts · PromptMarket`)
      const mine = items.filter((i) => i.categoryKey === key)
      await expect(page.getByTestId('category-card')).toHaveCount(mine.length)
    }
    const gym = page.getByTestId('category-card').filter({ hasText: 'Gym 101' })
    await page.goto('/category/health-fitness')
    await expect(gym.getByText('$25.00 AUD')).toBeVisible()
    await expect(gym.getByText('or 8 credits')).toBeVisible()
    await expect(gym.getByText('Super', { exact: true })).toBeVisible()
    // No sales yet: no Bestseller badge, and no invented rating.
    await expect(page.getByText('Bestseller')).toHaveCount(0)
    await expect(page.getByText(/4\.8|reviews\)/)).toHaveCount(0)
    await expectNoSeriousA11yIssues(page)
  })

  test('filters All Prompts / Daily / Boost / Super with blurbs; Get Started opens the prompt', async ({
    page,
  }) => {
    await page.goto('/category/life-direction')
    const filters = page.getByRole('group', { name: 'Filter by tier' })
    await expect(filters.getByRole('button')).toHaveText(['All Prompts', 'Daily', 'Boost', 'Super'])
    for (const tier of ['daily', 'boost', 'super']) {
      await filters.getByRole('button', { name: tier[0].toUpperCase() + tier.slice(1) }).click()
      await expect(page).toHaveURL(new RegExp(`tier=${tier}$`))
      await expect(page.getByTestId('tier-blurb')).toContainText(
        `${tier[0].toUpperCase() + tier.slice(1)} prompts`,
      )
      const expected = items.filter((i) => i.categoryKey === 'life' && i.tier === tier).map((i) => i.name)
      await expect(page.getByTestId('category-card').getByRole('heading')).toHaveText(expected)
    }
    await filters.getByRole('button', { name: 'All Prompts' }).click()
    await expect(page).toHaveURL(/\/category\/life-direction$/)

    const first = items.filter((i) => i.categoryKey === 'life')[0]
    await page.getByRole('link', { name: `Get Started with ${first.name}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
    await expect(page.getByRole('link', { name: 'Back to Category' })).toHaveAttribute(
      'href',
      '/browse?category=life',
    )
  })

  test("an empty filter says so; an unknown category says 'Category not found'", async ({ page }) => {
    await page.route(/\/api\/templates\?/, async (route) => {
      const res = await route.fetch()
      const body = await res.json()
      body.items = body.items.filter((i: Item) => i.tier !== 'super')
      await route.fulfill({ response: res, json: body })
    })
    await openInApp(page, '/category/power-tools?tier=super')
    await expect(page.getByText('No prompts found for the selected filter.')).toBeVisible()
    await page.unrouteAll({ behavior: 'ignoreErrors' })

    await page.goto('/category/cooking')
    await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Browse' }).click()
    await expect(page).toHaveURL(/\/browse$/)
  })

  test('back to browse keeps the category', async ({ page }) => {
    await page.goto('/category/career-business')
    await page.getByRole('link', { name: 'Back to Browse' }).click()
    await expect(page).toHaveURL(/\/browse\?category=business$/)
  })
})
