import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { signInAdmin } from './fixtures/admin.ts'
import { signUpMember } from './fixtures/member.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

// Journey of issue 23 (first slice): a visitor is asked to sign in and come back; a member applies on the Prompt
// Builder page; an admin approves in the console; the member sees it. The house creator's page lists the
// catalogue, and a card's "by PromptMarket" leads there. SHOTS=dir saves screenshots of the three screens.
const shot = (page: import('@playwright/test').Page, name: string, project: string) =>
  process.env.SHOTS
    ? page.screenshot({ path: `${process.env.SHOTS}/${name}-${project}.png`, fullPage: false })
    : null

test.describe('creators @phone', () => {
  test('apply, approval, the creator page and the byline', async ({ page, browser }, info) => {
    test.setTimeout(180_000)
    const handle = `e2e-${Date.now().toString(36)}${info.project.name.slice(0, 1)}`

    // A visitor is asked to sign in, with the way back to this page.
    await page.goto('/prompt-builder')
    await expect(page.getByRole('heading', { name: 'Become a creator' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fprompt-builder',
    )

    // The creator terms sit with the other policies in the footer.
    await page
      .getByRole('navigation', { name: 'Policies and contact' })
      .getByRole('link', { name: 'Creator terms' })
      .click()
    await expect(page).toHaveURL('/creator-terms')
    await expect(page.getByRole('heading', { level: 1, name: 'Creator terms' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    // A member applies; the taken house handle is refused with a clear message first.
    const { email } = await signUpMember(page, { name: 'Journey Creator' })
    await page.goto('/prompt-builder')
    const form = page.getByRole('form', { name: 'Creator application' })
    await expect(form.getByLabel('Display name')).toHaveValue('Journey Creator')
    await form.getByLabel('Display name').fill('Journey Prompts')
    await form.getByLabel('Handle').fill('promptmarket')
    await form.getByLabel('Short bio').fill('Prompts for people who plan trips with kids.')
    await form.getByLabel('Country').selectOption('NZ')
    await form.getByRole('button', { name: 'Apply to become a creator' }).click()
    await expect(form.getByText('Please accept the creator terms')).toBeVisible()
    await expect(form.getByRole('link', { name: 'creator terms' })).toHaveAttribute('href', '/creator-terms')
    await form.getByLabel('I accept the creator terms').check()
    await expect(form.getByText('Please accept the creator terms')).toBeHidden()
    await shot(page, 'apply-form', info.project.name)
    await expectNoSeriousA11yIssues(page)
    await form.getByRole('button', { name: 'Apply to become a creator' }).click()
    await expect(form.getByText('That handle is already taken. Please choose another.')).toBeVisible()
    await form.getByLabel('Handle').fill(handle)
    await form.getByRole('button', { name: 'Apply to become a creator' }).click()
    const status = page.getByTestId('creator-application-status')
    await expect(status).toHaveAttribute('data-status', 'pending')
    await expect(status).toContainText('Your application is being reviewed')

    // The admin approves it in the console's Creators section (pending first).
    const admin = await signInAdmin(browser)
    await admin.goto('/admin/creators')
    await expect(admin.getByRole('heading', { name: 'Creators' })).toBeVisible()
    const card = admin.locator(`[data-testid="creator-application"][data-handle="${handle}"]`)
    await expect(card).toContainText('Journey Prompts')
    await expect(card).toContainText('New Zealand')
    await shot(admin, 'admin-creators', info.project.name)
    await card.getByRole('button', { name: 'Approve' }).click()
    await expect(admin.getByText(`Approved @${handle}`)).toBeVisible()
    await expect(card).toContainText('Approved')
    await admin.context().close()

    // The decision reached the applicant through the mail port (the server's outbox in test runs).
    const outbox = join(process.env.E2E_DATA_DIR!, 'outbox')
    await expect
      .poll(() =>
        readdirSync(outbox)
          .filter((f) => f.includes(email.replace(/[^a-z0-9@.-]/gi, '_')))
          .some((f) => readFileSync(join(outbox, f), 'utf8').includes('You are now a PromptMarket creator')),
      )
      .toBe(true)

    // The member sees the approval, and their page.
    await page.reload()
    await expect(status).toHaveAttribute('data-status', 'approved')
    await page.getByRole('link', { name: 'View your creator page' }).click()
    await expect(page).toHaveURL(`/creators/${handle}`)
    await expect(page.getByRole('heading', { name: 'Journey Prompts', level: 1 })).toBeVisible()
    await expect(page.getByText('No templates on sale yet.')).toBeVisible()

    // The house creator's page lists the catalogue; a card's byline on Browse leads there.
    await page.goto('/browse')
    await page.getByTestId('template-card').first().getByTestId('creator-link').click()
    await expect(page).toHaveURL('/creators/promptmarket')
    await expect(page.getByRole('heading', { name: 'PromptMarket', level: 1 })).toBeVisible()
    await expect(page.getByText('Member since')).toBeVisible()
    await expect(page.getByTestId('template-card').first()).toBeVisible()
    expect(await page.getByTestId('template-card').count()).toBeGreaterThan(10)
    await shot(page, 'creator-page', info.project.name)

    // A detail page names the creator too; an unknown handle is a 404 with the not-found state.
    await page.getByTestId('template-card').first().getByRole('heading').getByRole('link').click()
    await expect(page.getByTestId('creator-link').first()).toHaveText('PromptMarket')
    const missing = await page.goto('/creators/nobody-by-this-name')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Creator not found' })).toBeVisible()
  })
})
