import { expect, test } from '@playwright/test'
import { appReady } from './fixtures/in-app.ts'
import { signInAdmin } from './fixtures/admin.ts'
import { mailsTo } from './accounts-mail-capture.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

// Journey of issue 17: the policy pages reached from the footer, the contact form sent as a visitor (errors, then
// success), and an admin answering it from the console, the answer arriving by e-mail.

const supportEmail = 'support@e2e.promptmarket.test' // SUPPORT_EMAIL of the e2e server (playwright.config.ts)

test.describe('policies and contact @phone', () => {
  test('the four policy pages are reachable from the footer, with their headings and the seller', async ({
    page,
  }) => {
    await page.goto('/')
    await appReady(page)
    const footer = page.getByRole('navigation', { name: 'Policies and contact' })
    for (const [link, heading, url] of [
      ['Terms', 'Terms of sale and use', /\/terms$/],
      ['Privacy', 'Privacy policy', /\/privacy$/],
      ['Refund policy', 'Refund policy', /\/refund-policy$/],
      ['Contact', 'Contact us', /\/contact$/],
    ] as const) {
      await footer.getByRole('link', { name: link, exact: true }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByTestId('seller-details').first()).toContainText('ABN 12 345 678 901')
      await expectNoSeriousA11yIssues(page)
    }
    await page.goto('/refund-policy')
    await expect(page.getByRole('heading', { name: 'The 30-day money-back guarantee' })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Your rights under the Australian Consumer Law' }),
    ).toBeVisible()
    await expect(page.getByText('Last updated')).toBeVisible()
  })

  test('a visitor sends the contact form; an admin replies and the reply reaches the visitor', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000)
    const stamp = `${Date.now().toString(36)}${testInfo.project.name}`
    const email = `visitor-${stamp}@example.com`
    const name = `Val Visitor ${stamp}`

    await page.goto('/contact')
    await appReady(page)
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Please enter your name')).toBeVisible()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByText('Please choose a topic')).toBeVisible()
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible()

    await form.getByLabel('Your name').fill(name)
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Topic').selectOption({ label: 'Gift cards and codes' })
    await form.getByLabel('Order number (optional)').fill('AB12CD34')
    await form.getByLabel('Message').fill('My gift code says it was already used, but I never redeemed it.')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you, your message was sent' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    // The shop's copy went to SUPPORT_EMAIL.
    await expect
      .poll(() => mailsTo(supportEmail).some((m) => m.subject.includes(name)), { message: 'support mail' })
      .toBe(true)

    const admin = await signInAdmin(browser)
    await admin.goto('/admin/messages?status=open')
    await expect(admin.getByRole('heading', { name: 'Messages' })).toBeVisible()
    const card = admin.getByTestId('contact-message').filter({ hasText: name })
    await expect(card).toContainText('Gift cards and codes')
    await expect(card).toContainText('My gift code says it was already used')
    await expect(card).toContainText('AB12CD34')
    await card
      .getByLabel(`Reply to ${email}`)
      .fill('Hello Val, we have checked the code: it works again now.')
    await card.getByRole('button', { name: 'Send reply' }).click()
    await expect(admin.getByText(`Reply sent to ${email}`)).toBeVisible()
    await expect(card.getByText('we have checked the code: it works again now.')).toBeVisible()
    await expect
      .poll(() => mailsTo(email).find((m) => m.subject.startsWith('Re: Gift cards and codes'))?.text ?? '', {
        message: 'the reply reaches the visitor',
      })
      .toContain('we have checked the code: it works again now.')

    await card.getByRole('button', { name: 'Close' }).click()
    await expect(admin.getByText('Message closed')).toBeVisible()
    await expect(admin.getByTestId('contact-message').filter({ hasText: name })).toHaveCount(0)
    await admin.getByLabel('Status').selectOption('closed')
    await expect(admin.getByTestId('contact-message').filter({ hasText: name })).toContainText('Closed')
    await admin.context().close()
  })
})
