import { expect, test, type Page } from '@playwright/test'
import { applyAsCreator, approveCreator } from './fixtures/creator.ts'
import { memberPassword, signUpMember } from './fixtures/member.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

// Journey of issue 23 (the studio): a visitor is sent to sign in and back; a member who is not a creator is pointed
// to the application; once approved, the creator makes a template with every question type, sees the linter's
// findings after a save, tries it in the live preview, submits it and sees "In review". SHOTS=dir saves
// screenshots of /studio and the editor.
const shot = (page: Page, name: string, project: string) =>
  process.env.SHOTS
    ? page.screenshot({ path: `${process.env.SHOTS}/${name}-${project}.png`, fullPage: false })
    : null

// One question of every type the editor offers; choices get options.
const questions: { type: string; text: string; options?: string }[] = [
  { type: 'text', text: 'What is your garden called?' },
  { type: 'text_input', text: 'Where do you live?' },
  { type: 'textarea', text: 'Describe your garden' },
  { type: 'select', text: 'How much sun does it get?', options: 'Full sun\nPart shade' },
  { type: 'radio', text: 'How big is it?', options: 'Small\nLarge' },
  { type: 'single_choice', text: 'How much time do you have?', options: 'An hour a week\nA day a week' },
  { type: 'multiselect', text: 'What do you grow now?', options: 'Roses\nTomatoes' },
  { type: 'multi_choice', text: 'What are your goals?', options: 'Food\nFlowers' },
  { type: 'multi_select', text: 'Which tools do you own?', options: 'Spade\nHose' },
  { type: 'multiple_choice_with_other', text: 'What would you like to grow?', options: 'Herbs\nBerries' },
]

test.describe('studio @phone', () => {
  test('an approved creator builds a template, checks it, previews it and submits it', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(240_000)
    const stamp = Date.now().toString(36)
    const handle = `studio-${stamp}${info.project.name.slice(0, 1)}`

    // A visitor is sent to sign in, and comes back to the studio after.
    await page.goto('/studio')
    await expect(page).toHaveURL('/login')
    const { email } = await signUpMember(page, { name: 'Studio Gardener' })

    // A member who is not a creator is pointed to the application.
    await page.goto('/studio')
    await expect(page.getByRole('heading', { name: 'The studio is for creators' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Apply to become a creator' })).toHaveAttribute(
      'href',
      '/prompt-builder#apply',
    )
    await shot(page, 'studio-not-creator', info.project.name)
    await applyAsCreator(page, { handle, displayName: 'Studio Gardener' })
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible()
    await approveCreator(browser, handle)

    // Signed out and in again: the sign-in returns to the studio.
    await page.context().clearCookies()
    await page.goto('/studio')
    await expect(page).toHaveURL('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(memberPassword)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL('/studio')
    await expect(page.getByTestId('studio-empty')).toContainText('No templates yet')
    await shot(page, 'studio-empty', info.project.name)

    // A new template opens in the editor as a draft.
    const name = `Garden Planner ${stamp}`
    await page.getByRole('button', { name: 'New template' }).click()
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Tier (sets the price)').selectOption('boost')
    await page.getByRole('button', { name: 'Create draft' }).click()
    await expect(page).toHaveURL(/\/studio\/templates\/garden-planner-/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('4 credits or $15.98 AUD').first()).toBeVisible()

    // Details, a master prompt that speaks of "the user" (the linter will say so), a question of every type.
    await page
      .getByLabel('Description', { exact: true })
      .fill('A season plan for your garden, shaped around your space.')
    await page.getByLabel('Master prompt', { exact: true }).fill('Plan a garden season for the user.')
    for (const [i, q] of questions.entries()) {
      await page.getByRole('button', { name: 'Add question' }).click()
      const editor = page.getByTestId('question-editor').nth(i)
      await editor.getByLabel(`Question ${i + 1} text`).fill(q.text)
      await editor.getByLabel('Type').selectOption(q.type)
      if (q.options) await editor.getByLabel('Options, one per line').fill(q.options)
    }
    const first = page.getByTestId('question-editor').first()
    await first.getByLabel('Section heading').fill('About your garden')
    await first.getByRole('switch', { name: 'Required to generate' }).click()
    await page.getByTestId('question-editor').nth(5).getByLabel('Section heading').fill('Your plans')

    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Draft saved')).toBeVisible()
    const findings = page.getByTestId('lint-findings')
    await expect(findings).toContainText('The master prompt calls the member "the user"')

    // Fixed, saved again: nothing left to fix.
    await page.getByLabel('Master prompt', { exact: true }).fill('Plan my garden for the season ahead.')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(findings).toContainText('The checks found nothing to fix')

    // The live preview runs the buyer's questions step on the draft: sections, the required question first.
    const preview = page.getByRole('tabpanel')
    await expect(preview.getByRole('heading', { name: 'About your garden' })).toBeVisible()
    await expect(preview.getByText('Answer 1 required question to generate your prompt')).toBeVisible()
    await expect(preview.getByRole('button', { name: 'Generate Prompt' })).toBeDisabled()
    await preview.getByLabel(/What is your garden called/).fill('Backyard')
    await preview.getByRole('button', { name: 'Your plans' }).click()
    await expect(preview.getByRole('checkbox', { name: 'Berries' })).toBeVisible()
    await preview.getByRole('button', { name: 'Generate Prompt' }).click()
    await expect(page.getByTestId('prompt-preview')).toContainText('Plan my garden for the season ahead.')
    await expect(page.getByTestId('prompt-preview')).toContainText(
      '**What is your garden called?**: Backyard',
    )
    await page.getByRole('tab', { name: 'Questionnaire' }).click()
    await page.evaluate(() => window.scrollTo(0, 0))
    // The save's toast has faded (axe reads it mid-fade as low contrast).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await shot(page, 'studio-editor', info.project.name)
    await expectNoSeriousA11yIssues(page)

    // Submitted: read-only while it is reviewed.
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await expect(page.getByText('Submitted for review')).toBeVisible()
    await expect(page.getByText('A person on our team is reviewing version 1')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'studio-in-review', info.project.name)

    // The list says where it stands.
    await page.getByRole('link', { name: 'All my templates' }).click()
    const item = page.getByRole('link', { name: new RegExp(name) })
    await expect(item.getByTestId('studio-badge')).toHaveText('In review')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await shot(page, 'studio-list', info.project.name)
    await expectNoSeriousA11yIssues(page)

    // My Account links to the studio for a creator, and on a phone the menu does too.
    await page.goto('/account')
    await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Studio' }).click()
    await expect(page).toHaveURL('/studio')
    if (info.project.name === 'phone') {
      await page.goto('/browse')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Studio' }).click()
      await expect(page).toHaveURL('/studio')
    }
  })
})
