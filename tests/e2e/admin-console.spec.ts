import { expect, test, type Browser } from '@playwright/test'
import { adminEmail, signInAdmin } from './fixtures/admin.ts'
import { buyCreditsViaApi, signUpMember } from './fixtures/member.ts'

// Journey of issue 9: an admin creates a template with questions and publishes it; a member buys it and opens it
// in the wizard; the admin rewords a question and the member's open wizard shows 'Template Updated'; the admin
// refunds the member's credit package (partially, since credits were spent) and the member's balance follows live.

async function newMember(browser: Browser) {
  const page = await (await browser.newContext()).newPage()
  const { email } = await signUpMember(page)
  return { page, email }
}

test.describe('admin console', () => {
  test('create and publish a template, live update in an open wizard, refund an order', async ({
    browser,
  }) => {
    test.setTimeout(240_000)
    const stamp = Date.now().toString(36)
    const name = `Budget Buddy ${stamp}`
    const admin = await signInAdmin(browser)

    // The admin creates a template with two questions, checks the live preview, and publishes it.
    await admin.goto('/admin/templates/new')
    await expect(admin.getByRole('heading', { name: 'New template' })).toBeVisible()
    await admin.getByLabel('Name', { exact: true }).fill(name)
    await expect(admin.getByLabel('Slug', { exact: true })).toHaveValue(`budget-buddy-${stamp}`)
    await admin
      .getByLabel('Description', { exact: true })
      .fill('A weekly budget shaped around your income and goals.')
    await admin.getByLabel('Tier', { exact: true }).selectOption('boost')
    await admin
      .getByLabel('Master prompt', { exact: true })
      .fill('Build a weekly budget for the person described below.')
    await admin.getByRole('button', { name: 'Add question' }).click()
    await admin.getByLabel('Question 1 text').fill('What is your weekly income?')
    await admin.getByRole('button', { name: 'Add question' }).click()
    await admin.getByLabel('Question 2 text').fill('What are you saving for?')
    await admin.getByLabel('Type').nth(1).selectOption('multiple_choice_with_other')
    await admin.getByLabel('Options, one per line').fill('Holiday\nHouse deposit')
    const preview = admin.getByRole('tabpanel')
    await expect(preview.getByLabel('1. What is your weekly income?')).toBeVisible()
    await preview.getByLabel('1. What is your weekly income?').fill('$1,200')
    await expect(preview.getByRole('checkbox', { name: 'House deposit' })).toBeVisible()
    await admin.getByRole('tab', { name: 'Generated prompt' }).click()
    await expect(admin.getByTestId('prompt-preview')).toContainText('Build a weekly budget for the person')
    await expect(admin.getByTestId('prompt-preview')).toContainText('**What is your weekly income?**: $1,200')
    await admin.getByLabel('Status', { exact: true }).selectOption('active')
    await admin.getByRole('button', { name: 'Save template' }).click()
    await expect(admin.getByText('Template saved')).toBeVisible()
    await expect(admin).toHaveURL(/\/admin\/templates\/budget-buddy-/)
    const templateId = admin.url().split('/').pop()!

    // A member buys it with credits from a package and opens it in the wizard at the questions.
    const { page: member, email: memberEmail } = await newMember(browser)
    await buyCreditsViaApi(member, 'explorer')
    await member.goto(`/prompt/${templateId}`)
    await expect(member.getByRole('heading', { name })).toBeVisible()
    await member.getByRole('button', { name: 'Get This Prompt' }).first().click()
    await member
      .getByRole('dialog', { name: `Get ${name}` })
      .getByRole('button', { name: 'Use 4 credits' })
      .click()
    await expect(member.getByText('Purchase successful!')).toBeVisible()
    await member.goto('/dashboard')
    await member
      .getByTestId('library-item')
      .filter({ hasText: name })
      .getByRole('button', { name: /Customize/ })
      .click()
    await expect(member.getByRole('heading', { name: 'Base AI Preferences' })).toBeVisible()
    await member.getByText('Friendly', { exact: true }).click()
    await member.getByText('Step by step', { exact: true }).click()
    await member.getByText('Australia (AUD)', { exact: true }).click()
    await member.getByRole('button', { name: 'Continue' }).click()
    await member.getByRole('button', { name: 'Customize Prompt' }).click()
    await expect(member.getByLabel(/What is your weekly income\?/)).toBeVisible()
    await expect(member.getByRole('link', { name: 'Admin' })).toHaveCount(0)

    // The admin rewords the first question; the member's open wizard is told and shows the new wording.
    await admin.getByRole('button', { name: /^Question 1/ }).click()
    await admin.getByLabel('Question 1 text').fill('What is your weekly take-home pay?')
    await admin.getByRole('button', { name: 'Save template' }).click()
    await expect(admin.getByText('Template saved').first()).toBeVisible()
    await expect(member.getByText('Template Updated')).toBeVisible()
    await expect(member.getByLabel(/What is your weekly take-home pay\?/)).toBeVisible()

    // The admin refunds the member's package: refused while credits are spent, then a partial refund.
    await admin.goto(`/admin/orders?email=${encodeURIComponent(memberEmail)}`)
    await admin.getByRole('button', { name: `Refund Explorer: 8 credits for ${memberEmail}` }).click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByLabel(/Reason/).fill('Member asked within 30 days')
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
    await expect(
      dialog.getByText('The buyer has spent 4 of the 8 credits from this order (balance 4).', {
        exact: false,
      }),
    ).toBeVisible()
    await dialog.getByLabel(/Partial refund/).check()
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
    await expect(admin.getByText('Order refunded')).toBeVisible()
    await expect(admin.getByRole('cell', { name: /\$12\.50 \(partial\)/ })).toBeVisible()
    await expect(member.getByTestId('balance-pill')).toHaveAccessibleName('0 credits')

    // Every action is in the audit log.
    await admin.goto('/admin/audit')
    const log = admin.getByRole('region', { name: 'Admin actions' })
    // Buyers' automatic refunds (other journeys on this server) are in the log too: count this admin's only.
    await expect(
      log.getByRole('row').filter({ hasText: 'Order refunded' }).filter({ hasText: adminEmail }),
    ).toHaveCount(1)
    await expect(log.getByRole('row').filter({ hasText: name })).toHaveCount(2)
  })

  test('on a phone the top navigation leads admins, and only admins, to the console @phone', async ({
    browser,
  }) => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
    const admin = await signInAdmin(browser, phone)
    await admin.goto('/')
    const adminLink = admin.getByRole('banner').getByRole('link', { name: 'Admin' })
    await expect(adminLink).toBeVisible()
    await adminLink.click()
    await expect(admin).toHaveURL(/\/admin\/templates$/)
    await expect(admin.getByRole('heading', { name: 'Templates' })).toBeVisible()

    const member = await (await browser.newContext(phone)).newPage()
    await signUpMember(member)
    await member.goto('/')
    await expect(member.getByTestId('balance-pill')).toBeVisible()
    await member.getByRole('button', { name: 'Open menu' }).click()
    const menu = member.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'My Library' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Admin console' })).toHaveCount(0)
    await member.keyboard.press('Escape')
    await expect(member.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0)
  })

  test('members cannot open the console, and it is not in the home page bundle', async ({ browser }) => {
    const { page } = await newMember(browser)
    await page.goto('/admin/templates')
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible()
    expect((await page.request.get('/api/admin/templates')).status()).toBe(403)

    const visitor = await (await browser.newContext()).newPage()
    const scripts: string[] = []
    visitor.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    await visitor.goto('/')
    await expect(visitor.getByRole('link', { name: 'PromptMarket' })).toBeVisible()
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((s) => /admin|template-edit|insights-page/.test(s))).toEqual([])
    await visitor.goto('/admin')
    await expect(visitor).toHaveURL(/\/login$/)
  })
})
