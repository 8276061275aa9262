import { expect, test, type Page } from '@playwright/test'
import { signInAdmin } from './fixtures/admin.ts'
import { applyAsCreator, approveCreator } from './fixtures/creator.ts'
import { buyCreditsViaApi, signUpMember } from './fixtures/member.ts'
import { appReady } from './fixtures/in-app.ts'

// Issue 23's whole round, on the journeys' own server and through the real routes: a creator's first version is
// rejected with a reason, fixed in the studio and approved; a shopper finds it in search and on the creator page
// and buys it; the creator publishes an update, and the buyer accepts it from the library. The parts with journeys
// of their own (the application form, building every question type, the review page's checks, the diff in the
// wizard) are only touched here: creators-apply, studio, admin-review and template-update specs.
test('a creator template from first draft to a buyer accepting its update', async ({ page, browser }) => {
  test.setTimeout(300_000)
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const handle = `lifecycle-${stamp}`
  // Not a "planner" and not in the Daily tier: other journeys on this server count those.
  const name = `Lunchbox Maker ${stamp}`

  // The creator: approved, with a first version written through the studio's API and submitted.
  await signUpMember(page, { name: 'Lena Lunch' })
  await applyAsCreator(page, { handle, displayName: 'Lena Lunch Plans' })
  await approveCreator(browser, handle)
  const created = await page.request.post('/api/studio/templates', {
    data: { name, category: 'health', tier: 'boost' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const templateId: string = (await created.json()).template.id
  const content = {
    name,
    description: 'A week of school lunchboxes your kids will eat.',
    howToUse: '',
    category: 'health',
    tier: 'boost',
    masterPrompt: 'Plan a week of school lunchboxes for my family.',
    questions: [
      { id: 'kids', question: 'How many kids need a lunchbox?', type: 'text', required: true },
      { id: 'dislikes', question: 'What food do they refuse?', type: 'textarea' },
    ],
    detail: null,
    promptLines: {},
  }
  const saved = await page.request.put(`/api/studio/templates/${templateId}`, { data: { content } })
  expect(saved.status(), await saved.text()).toBe(200)
  const submitted = await page.request.post(`/api/studio/templates/${templateId}/submit`, { data: {} })
  expect(submitted.status(), await submitted.text()).toBe(200)

  // The admin rejects it with a reason, in the console.
  const admin = await signInAdmin(browser)
  await admin.goto('/admin/reviews')
  await admin.getByTestId('review-item').filter({ hasText: name }).getByRole('link', { name }).click()
  await admin.getByRole('button', { name: 'Reject' }).click()
  const reasons = 'Please say which ages the plan suits in the description.'
  const rejectDialog = admin.getByRole('dialog', { name: `Reject ${name}?` })
  await rejectDialog.getByLabel('What should the creator fix? (required)').fill(reasons)
  await rejectDialog.getByRole('button', { name: 'Reject with these reasons' }).click()
  await expect(admin.getByText(`Rejected ${name}`)).toBeVisible()

  // The creator reads the reasons in the studio, fixes the description and submits again.
  await page.goto('/studio')
  const item = page.getByRole('link', { name: new RegExp(name) })
  await expect(item.getByTestId('studio-badge')).toHaveText('Rejected')
  await expect(item).toContainText(reasons)
  await item.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page
    .getByLabel('Description', { exact: true })
    .fill('A week of school lunchboxes for kids aged 5 to 12 that they will eat.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved')).toBeVisible()
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Submitted for review')).toBeVisible()

  // The admin approves the fix: it is published under the creator's name.
  await admin.goto('/admin/reviews')
  await admin.getByTestId('review-item').filter({ hasText: name }).getByRole('link', { name }).click()
  await expect(admin.getByTestId('review-buyer-view')).toContainText('kids aged 5 to 12')
  await admin.getByRole('button', { name: 'Approve and publish' }).click()
  await admin
    .getByRole('dialog', { name: `Publish ${name}?` })
    .getByRole('button', { name: 'Publish' })
    .click()
  await expect(admin.getByText(`Published ${name}`)).toBeVisible()

  // Another member finds it in search and on the creator page, and buys it with credits.
  const shopperContext = await browser.newContext()
  const shopper = await shopperContext.newPage()
  await signUpMember(shopper, { name: 'Sam Shopper' })
  await buyCreditsViaApi(shopper, 'explorer')
  await shopper.goto('/browse')
  await appReady(shopper)
  await shopper.getByRole('button', { name: 'Regular search' }).click()
  await shopper.getByLabel('Search prompts by name or description').fill(`Lunchbox Maker ${stamp}`)
  const results = shopper.getByTestId('search-results').getByRole('listitem')
  await expect(results).toHaveCount(1)
  await expect(results.first()).toContainText('Lena Lunch Plans')
  // The result's byline is its own link, above the card's link to the prompt.
  await results.first().getByRole('link', { name: 'Lena Lunch Plans' }).click()
  await expect(shopper).toHaveURL(new RegExp(`/creators/${handle}$`))
  await expect(shopper.getByRole('heading', { level: 1, name: 'Lena Lunch Plans' })).toBeVisible()
  await shopper
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click()
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible()
  await appReady(shopper)
  await shopper.getByRole('button', { name: 'Get This Prompt' }).first().click()
  const buy = shopper.getByRole('dialog', { name: `Get ${name}` })
  await buy.getByRole('button', { name: /Use \d+ credits?/ }).click()
  await expect(shopper.getByRole('link', { name: 'View Prompt' }).first()).toBeVisible()

  // The creator publishes an update: a reworded question and a changelog, through the studio.
  await page.goto(`/studio/templates/${templateId}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // Saved questions start folded: open the second one.
  await page.getByRole('button', { name: /^Question 2 What food do they refuse/ }).click()
  await page
    .getByTestId('question-editor')
    .nth(1)
    .getByLabel('Question 2 text')
    .fill('Which foods do they refuse to eat?')
  await page.getByLabel('Changelog for buyers').fill('Clearer wording for the food question.')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Submitted for review')).toBeVisible()
  await admin.goto('/admin/reviews')
  const update = admin.getByTestId('review-item').filter({ hasText: name })
  await expect(update).toContainText('Update')
  await update.getByRole('link', { name }).click()
  await admin.getByRole('button', { name: 'Approve and publish' }).click()
  await admin
    .getByRole('dialog', { name: `Publish ${name}?` })
    .getByRole('button', { name: 'Publish' })
    .click()
  await expect(admin.getByText(`Published ${name}`)).toBeVisible()

  // The buyer sees the update in the library, reads what changed and moves to it.
  await shopper.goto('/dashboard')
  const card = shopper.getByTestId('library-item').filter({ hasText: name })
  await card.getByRole('button', { name: /Update available/ }).click()
  const dialog = shopper.getByRole('dialog', { name: `Update available: ${name}` })
  await expect(dialog).toContainText('Clearer wording for the food question.')
  await expect(dialog).not.toContainText('Plan a week of school lunchboxes')
  await dialog.getByRole('button', { name: 'Update to version 2' }).click()
  await expect(shopper.getByText('Updated to version 2')).toBeVisible()
  await expect(card.getByRole('button', { name: /Update available/ })).toHaveCount(0)
  await checkNoPaidContent(shopperContext.request, templateId)
  await shopperContext.close()
  await admin.context().close()
})

/** The buyer reads their questions; nobody learns the master prompt from the public detail. */
async function checkNoPaidContent(request: Page['request'], templateId: string) {
  const content = await (await request.get(`/api/templates/${templateId}/content`)).json()
  expect(JSON.stringify(content.questions)).toContain('Which foods do they refuse to eat?')
  const detail = await (await request.get(`/api/templates/${templateId}`)).text()
  expect(detail).not.toContain('Plan a week of school lunchboxes')
}
