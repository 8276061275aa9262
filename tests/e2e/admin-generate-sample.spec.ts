import { expect, test } from '@playwright/test'
import { signInAdmin } from './fixtures/admin.ts'
import { appReady } from './fixtures/in-app.ts'

// Issue 22: an admin generates a template's sample output with a connected model (the stand-in), reviews the draft,
// publishes it, and the detail page shows it with the model's label and the day it answered.

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

test.describe('admin sample generated with a model @phone', () => {
  test('generate, review, publish, then visible on the detail page with model and date', async ({
    browser,
    page,
  }, info) => {
    test.setTimeout(120_000)
    // A template of its own per screen size, so the two projects never see each other's samples.
    const slug = info.project.name === 'phone' ? 'big-purchase-decider' : 'pay-rise-pitch'
    const admin = await signInAdmin(browser, info.project.use)
    await admin.goto(`/admin/templates/${slug}`)
    await expect(admin.getByRole('heading', { name: 'Sample outputs' })).toBeVisible({ timeout: 30_000 })
    const before = await admin.getByTestId('admin-sample-output').count()

    await admin.getByLabel('Model', { exact: true }).selectOption({ label: 'Stand-in Fast' })
    await admin.getByRole('button', { name: 'Generate with a model' }).click()
    await expect(admin.getByText('Sample output generated')).toBeVisible()
    const rows = admin.getByTestId('admin-sample-output')
    await expect(rows).toHaveCount(before + 1)
    // Newest first: the draft with the model's label, today's date and the stand-in's answer as safe Markdown.
    const row = rows.first()
    const now = new Date()
    const today = `${now.getUTCDate()} ${months[now.getUTCMonth()]} ${now.getUTCFullYear()}`
    await expect(row.getByText('draft')).toBeVisible()
    await expect(row.getByText('Stand-in Fast', { exact: true })).toBeVisible()
    await expect(row.getByText(`answered on ${today}`)).toBeVisible()
    await expect(row.getByRole('heading', { name: 'Your plan' })).toBeVisible()
    await expect(row.locator('img')).toHaveCount(0)
    await admin
      .locator('section[aria-labelledby="sample-outputs-heading"]')
      .screenshot({ path: info.outputPath('admin-generated.png') })

    await row.getByRole('button', { name: 'Publish' }).click()
    await expect(row.getByText('published')).toBeVisible()

    await page.goto(`/prompt/${slug}`)
    await appReady(page)
    const card = page
      .getByTestId('sample-outputs')
      .getByRole('listitem')
      .filter({ hasText: 'Answer by Stand-in Fast' })
      .first()
    await expect(card.getByText(`given on ${today}`)).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Your plan' })).toBeVisible()
    await expect(card.locator('script, img')).toHaveCount(0)
    await card.scrollIntoViewIfNeeded()
    await card.screenshot({ path: info.outputPath('detail-generated.png') })
    await admin.context().close()
  })
})
