import { expect, test, type Page } from '@playwright/test'
import { changelogV2, contentV1, contentV2 } from '../../src/server/testing/versions-test-kit.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'
import { signInAdmin } from './fixtures/admin.ts'
import {
  applyAsCreator,
  approveApplication,
  approveInReview,
  submitNewTemplate,
  submitStudioChange,
} from './fixtures/creator.ts'
import { buyCreditsViaApi, signUpAndConfirm, signUpMember } from './fixtures/member.ts'

// Journey of issue 23 (buyer versions): a member owns version 1 of a creator's template and version 2 is out. The
// library says "Update available"; the member looks at what changed, says "Not now", meets the update again in the
// wizard (which still asks version 1's questions), accepts it there, and the wizard asks the new questions.
// The versions are made through the real routes (the studio's API and the review queue's), as creator-lifecycle's
// are; the studio's editor and the review page have journeys of their own. SHOTS=dir saves screenshots.
const shot = (page: Page, name: string, project: string) =>
  process.env.SHOTS
    ? page.screenshot({ path: `${process.env.SHOTS}/${name}-${project}.png`, fullPage: false })
    : null

test.describe('template update @phone', () => {
  test('update available, the diff, not now, then update from the wizard', async ({
    page,
    request,
    browser,
  }, info) => {
    test.setTimeout(240_000)
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
    const name = `Budget Buddy ${stamp}`
    const handle = `budget-${stamp}`

    // The creator (the request client), approved, with version 1 published.
    await signUpAndConfirm(request, { email: `${handle}@example.com`, name: 'Casey Creator' })
    await applyAsCreator(request, { handle, displayName: 'Casey Creator' })
    const admin = await signInAdmin(browser)
    await approveApplication(admin.request, handle)
    const templateId = await submitNewTemplate(request, contentV1({ name }))
    await approveInReview(admin.request, templateId)

    // The member (this page) buys version 1 with credits; then version 2 is published with its changelog.
    await signUpMember(page, { name: 'Uma Updater' })
    await buyCreditsViaApi(page, 'explorer')
    const bought = await page.request.post('/api/functions/purchase-prompt', {
      data: { promptId: templateId, method: 'credits' },
    })
    expect(bought.status(), await bought.text()).toBe(200)
    await submitStudioChange(request, templateId, {
      content: contentV2({ name }),
      changelog: changelogV2,
    })
    await approveInReview(admin.request, templateId)
    await admin.context().close()

    // The library card says an update is out.
    await page.goto('/dashboard')
    const card = page.getByTestId('library-item').filter({ hasText: name })
    const badge = card.getByRole('button', { name: /Update available/ })
    await expect(badge).toBeVisible()
    await card.scrollIntoViewIfNeeded()
    await shot(page, 'template-update-library', info.project.name)
    await badge.click()

    // The dialog: the changelog and the changed questions, word by word; never the master prompt.
    const dialog = page.getByRole('dialog', { name: `Update available: ${name}` })
    await expect(dialog).toContainText('You have version 1. Version 2 is out')
    await expect(dialog.getByRole('heading', { name: "What's new" })).toBeVisible()
    await expect(dialog).toContainText('Budgets are monthly now, and you can set a deadline for your goal.')
    const income = dialog.getByRole('article', { name: /Question changed: What is your monthly income/ })
    await expect(income.locator('del')).toContainText(['weekly'])
    await expect(income.locator('ins').first()).toContainText('monthly')
    await expect(
      dialog.getByRole('article', { name: 'New question: By when do you want to reach your goal?' }),
    ).toBeVisible()
    await expect(dialog).toContainText('Your answers carry over to questions that are the same')
    await expect(dialog).not.toContainText('MASTER-V')
    await shot(page, 'template-update-dialog', info.project.name)
    await expectNoSeriousA11yIssues(page)
    await dialog.getByRole('button', { name: 'Not now' }).click()
    await expect(dialog).toBeHidden()
    await expect(badge).toBeVisible()

    // The wizard still asks version 1's questions, and offers the update on the way.
    await card.getByRole('button', { name: /Customize/ }).click()
    await expect(page.getByRole('heading', { name: 'Base AI Preferences' })).toBeVisible()
    await page.getByText('Friendly', { exact: true }).click()
    await page.getByText('Step by step', { exact: true }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Select Prompt' })).toBeVisible()
    await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked()
    await expect(page.locator('label', { hasText: name }).getByText('Update available')).toBeVisible()
    await page.getByRole('button', { name: 'Customize Prompt' }).click()
    await expect(page.getByRole('heading', { name: 'Prompt Customisation' })).toBeVisible()
    await expect(page.getByLabel(/What is your weekly income\?/)).toBeVisible()
    await expect(page.getByText('By when do you want to reach your goal?')).toHaveCount(0)
    await page.getByLabel(/What is your weekly income\?/).fill('1200')

    const notice = page.getByTestId('template-update-notice')
    await expect(notice).toContainText(`You are using version 1 of ${name}; version 2 is out.`)
    await shot(page, 'template-update-wizard', info.project.name)
    await notice.getByRole('button', { name: 'See what changed' }).click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Update to version 2' }).click()
    await expect(page.getByText('Updated to version 2')).toBeVisible()
    await expect(dialog).toBeHidden()

    // The wizard now asks version 2's questions; the answer to the same question (same id) carried over.
    await expect(page.getByLabel(/What is your monthly income after tax\?/)).toBeVisible()
    await expect(page.getByLabel(/What is your monthly income after tax\?/)).toHaveValue('1200')
    await expect(page.getByLabel(/By when do you want to reach your goal\?/)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Wedding' })).toBeVisible()
    await expect(notice).toBeHidden()

    // And the library has nothing more to offer.
    await page.goto('/dashboard')
    await expect(card).toBeVisible()
    await expect(card.getByRole('button', { name: /Update available/ })).toHaveCount(0)
  })
})
