import { expect, test, type Page } from '@playwright/test'
import { appReady } from './fixtures/in-app.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

type Item = { id: string; name: string; priceCents: number; creditsCost: number; category: string }

const api = async (page: Page, query: string): Promise<Item[]> =>
  (await (await page.request.get(`/api/templates?limit=24&${query}`)).json()).items

const grid = (page: Page) => page.getByTestId('catalogue-grid')
const cardNames = (page: Page) =>
  grid(page).getByTestId('template-card').getByRole('heading').allTextContents()
const aud = (cents: number) => `$${(cents / 100).toFixed(2)} AUD`

test.describe('browse: the catalogue grid @phone', () => {
  test('sort and filters live in the address: a link reproduces them, Back restores them', async ({
    page,
  }) => {
    await page.goto('/browse')
    await appReady(page)
    // No order in the address: best sellers first, and the page says so.
    await expect(grid(page).getByTestId('grid-status')).toContainText(
      'best sellers first (the default order)',
    )
    await expect(grid(page).getByLabel('Sort by')).toHaveValue('bestselling')
    const first = (await api(page, 'sort=bestselling'))[0]!
    const firstCard = grid(page).getByTestId('template-card').first()
    await expect(firstCard.getByRole('heading')).toHaveText(first.name)
    await expect(firstCard.getByTestId('card-price')).toHaveText(aud(first.priceCents))
    await expect(firstCard.getByTestId('card-credits')).toHaveText(`or ${first.creditsCost} credits`)
    await expect(firstCard).toContainText(first.category)
    await expectNoSeriousA11yIssues(page)

    await grid(page).getByLabel('Sort by').selectOption('price-desc')
    await expect(page).toHaveURL(/\/browse\?sort=price-desc$/)
    await expect.poll(() => cardNames(page)).toEqual((await api(page, 'sort=price-desc')).map((i) => i.name))

    // A price typed and not yet applied survives a category chosen meanwhile.
    await grid(page).getByLabel('Lowest price in dollars').fill('10')
    await grid(page).getByLabel('Category').selectOption('business')
    await expect(page).toHaveURL(/sort=price-desc&category=business$/)
    await expect(grid(page).getByLabel('Lowest price in dollars')).toHaveValue('10')
    await grid(page).getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/sort=price-desc&category=business&minPrice=10$/)
    const expected = await api(page, 'sort=price-desc&category=business&minPrice=1000')
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.every((i) => i.priceCents >= 1000 && i.category === 'Career & Business')).toBe(true)
    await expect.poll(() => cardNames(page)).toEqual(expected.map((i) => i.name))

    // A link reproduces the state, from the server's first render on.
    const url = page.url()
    const html = await (await page.request.get(url)).text()
    expect(html).toContain(expected[0]!.name.replace(/&/g, '&amp;'))
    await page.goto(url)
    await expect(grid(page).getByLabel('Sort by')).toHaveValue('price-desc')
    await expect(grid(page).getByLabel('Lowest price in dollars')).toHaveValue('10')
    await expect.poll(() => cardNames(page)).toEqual(expected.map((i) => i.name))
    await appReady(page)

    // Back steps through the changes, fields included.
    await page.goBack()
    await expect(page).toHaveURL(/sort=price-desc&category=business$/)
    await expect(grid(page).getByLabel('Lowest price in dollars')).toHaveValue('')
    await expect(grid(page).getByLabel('Category')).toHaveValue('business')
    await page.goBack()
    await expect(page).toHaveURL(/\/browse\?sort=price-desc$/)
    await expect(grid(page).getByLabel('Category')).toHaveValue('')
  })

  test('Back from a prompt returns to the same place in the grid', async ({ page }) => {
    await page.goto('/browse?sort=price-asc&tier=daily')
    await appReady(page)
    const cards = grid(page).getByTestId('template-card')
    const target = cards.nth(Math.min(5, (await cards.count()) - 1))
    await target.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 40)
    await page.waitForTimeout(300) // let the position be saved (it is saved once per frame while scrolling)
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(300)
    const name = (await target.getByRole('heading').textContent())!
    await target.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/browse\?sort=price-asc&tier=daily$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5)
    await expect(grid(page).getByLabel('Complexity')).toHaveValue('daily')
  })

  test('a keyword sorts by relevance; filters that match nothing say so and clear', async ({ page }) => {
    await page.goto('/browse')
    await appReady(page)
    await grid(page).getByLabel('Keyword').fill('planner')
    await grid(page).getByLabel('Keyword').press('Enter')
    await expect(page).toHaveURL(/keyword=planner$/)
    await expect(grid(page).getByLabel('Sort by')).toHaveValue('relevance')
    await expect
      .poll(() => cardNames(page))
      .toEqual((await api(page, 'q=planner&sort=relevance')).map((i) => i.name))

    // A fresh store has no ratings yet: none is invented, so "4.5 and up" finds nothing.
    await grid(page).getByLabel('Rating').selectOption('4.5')
    await expect(page).toHaveURL(/minRating=4\.5$/)
    await expect(grid(page).getByText('No prompts match these filters.')).toBeVisible()
    await grid(page).getByRole('button', { name: 'Clear filters' }).first().click()
    await expect(page).toHaveURL(/\/browse$/)
    await expect(grid(page).getByTestId('template-card').first()).toBeVisible()

    await grid(page).getByLabel('Lowest price in dollars').fill('twenty')
    await grid(page).getByRole('button', { name: 'Apply' }).click()
    await expect(grid(page).getByRole('alert')).toHaveText('Enter a price in dollars, like 10 or 15.50')
    await expect(page).toHaveURL(/\/browse$/)
  })
})
