import { expect, test, type Page } from '@playwright/test'
import { appReady, openInApp } from './fixtures/in-app.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

type Item = { id: string; name: string; description: string; categoryKey: string; tier: string }

const perView = (page: Page) => {
  const width = page.viewportSize()!.width
  return width >= 1024 ? 3 : width >= 640 ? 2 : 1
}

test.describe('storefront browse tool picker @phone', () => {
  let items: Item[] = []
  test.beforeEach(async ({ page }) => {
    items = (await (await page.request.get('/api/templates?limit=1000')).json()).items
  })

  test('category cards show real counts; choosing one follows in the URL; Back to Categories resets', async ({
    page,
  }) => {
    await page.goto('/browse')
    await expect(page).toHaveTitle('Browse prompts · PromptMarket')
    await appReady(page) // the clicks below go to the app, which must be running
    for (const key of ['health', 'life', 'business', 'social', 'tools']) {
      const n = items.filter((i) => i.categoryKey === key).length
      await expect(page.getByTestId(`count-${key}`)).toHaveText(`${n} ${n === 1 ? 'prompt' : 'prompts'}`)
    }
    await expectNoSeriousA11yIssues(page)

    await page.getByRole('button', { name: /^Social & Lifestyle/ }).click()
    await expect(page).toHaveURL(/\/browse\?category=social$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Social & Lifestyle' })).toBeVisible()
    await page.getByRole('button', { name: 'Boost' }).click()
    await expect(page.getByTestId('tier-description')).toContainText('Boost:')
    await page.getByRole('button', { name: 'Back to Categories' }).click()
    await expect(page).toHaveURL(/\/browse$/)
    await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'All Complexities' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.goto('/browse?category=tools')
    await expect(page.getByRole('heading', { level: 2, name: 'Power Tools' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/browse$/)
    await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible()
  })

  test("'all' shows at most two prompts per category, looping through the carousel", async ({ page }) => {
    await page.goto('/browse')
    await appReady(page)
    const carousel = page.getByRole('region', { name: 'Prompts from every category' })
    const expected = new Set<string>()
    for (const key of ['health', 'life', 'business', 'social', 'tools'])
      items
        .filter((i) => i.categoryKey === key)
        .slice(0, 2)
        .forEach((i) => expected.add(i.name))
    const seen = new Set<string>()
    const total = expected.size
    await expect(carousel.getByText(`1 / ${total}`)).toBeVisible()
    for (let i = 0; i < total; i++) {
      for (const name of await carousel.getByTestId('prompt-card').getByRole('heading').allTextContents())
        seen.add(name)
      await carousel.getByRole('button', { name: 'Next prompts' }).click()
    }
    expect([...seen].sort()).toEqual([...expected].sort())
    await expect(carousel.getByText(`1 / ${total}`)).toBeVisible() // looped back to the start
    await carousel.getByRole('button', { name: 'Previous prompts' }).click()
    await expect(carousel.getByText(`${total} / ${total}`)).toBeVisible()
    await expect(carousel.getByTestId('prompt-card')).toHaveCount(perView(page))
  })

  test('the carousel moves with the keyboard: buttons and arrow keys', async ({ page }) => {
    await page.goto('/browse?category=life')
    await appReady(page) // arrow keys go to the app, which must be running
    const carousel = page.getByRole('region', { name: 'Life & Direction prompts' })
    const n = items.filter((i) => i.categoryKey === 'life').length
    await expect(carousel.getByText(`1 / ${n}`)).toBeVisible()
    await carousel.getByRole('button', { name: 'Next prompts' }).focus()
    await page.keyboard.press('Enter')
    await expect(carousel.getByText(`2 / ${n}`)).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(carousel.getByText(`${n} / ${n}`)).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByText(`1 / ${n}`)).toBeVisible()
  })

  test('tier buttons only for tiers the category has; daily takes the rest; each card complete', async ({
    page,
  }) => {
    // Power Tools without its super prompts: the Super button must not appear.
    await page.route(/\/api\/templates\?/, async (route) => {
      const res = await route.fetch()
      const body = await res.json()
      body.items = body.items.filter((i: Item) => !(i.categoryKey === 'tools' && i.tier === 'super'))
      await route.fulfill({ response: res, json: body })
    })
    // The tier buttons come from the catalogue summary's counts (decision 0016).
    await page.route(/\/api\/catalog-summary/, async (route) => {
      const res = await route.fetch()
      const body = await res.json()
      body.categories.tools.count -= body.categories.tools.tiers.super
      body.categories.tools.tiers.super = 0
      await route.fulfill({ response: res, json: body })
    })
    await openInApp(page, '/browse?category=tools')
    const tiers = page.getByRole('group', { name: 'Complexity' })
    await expect(tiers.getByRole('button')).toHaveText(['All Complexities', 'Daily', 'Boost'])
    await tiers.getByRole('button', { name: 'Daily' }).click()
    await expect(page.getByTestId('tier-description')).toContainText('Daily:')
    const daily = items.filter((i) => i.categoryKey === 'tools' && i.tier === 'daily')
    const carousel = page.getByRole('region', { name: 'Power Tools prompts' })
    await expect(carousel.getByTestId('prompt-card')).toHaveCount(Math.min(daily.length, perView(page)))
    const card = carousel.getByTestId('prompt-card').first()
    await expect(card.getByTestId('creator-link')).toHaveText('PromptMarket')
    await expect(card.getByTestId('creator-link')).toHaveAttribute('href', '/creators/promptmarket')
    await expect(card.getByRole('heading')).toHaveText(daily[0].name)
    await expect(card.getByText('Daily', { exact: true })).toBeVisible()
    await expect(card.getByRole('listitem')).toHaveCount(3)
    await expect(card.getByText(/4\.8|reviews/)).toHaveCount(0)
    await expectNoSeriousA11yIssues(page)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await card.getByRole('link', { name: `Explore ${daily[0].name}` }).click()
    await expect(page).toHaveURL(/\/prompt\/|\/prompts\//)
    await expect(page.getByRole('link', { name: 'Back to Category' })).toHaveAttribute(
      'href',
      '/browse?category=tools',
    )
  })
})
