import { expect, test, type Page } from '@playwright/test'
import { mailsTo } from './accounts-mail-capture.ts'
import { memberPassword, signUpMember } from './fixtures/member.ts'

// Journey of issue 17: a member signed in on one device forgets the password on another, resets it from the
// mailed link, and the first device is signed out; only the new password signs in afterwards.

const newPassword = 'N3w!Garden-Path'

async function mailedLink(email: string, subject: string) {
  let link: string | undefined
  await expect
    .poll(() => {
      const mail = mailsTo(email)
        .filter((m) => m.subject === subject)
        .at(-1)
      return (link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0])
    })
    .toBeTruthy()
  return link!
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('forgot password: reset from the mailed link, other devices signed out, new password only @phone', async ({
  page,
  browser,
}) => {
  // The member, confirmed and signed in on another device.
  const laptopContext = await browser.newContext()
  const laptop = await laptopContext.newPage()
  const { email } = await signUpMember(laptop)
  await laptop.goto('/dashboard')
  await expect(laptop).toHaveURL(/\/dashboard$/)

  // On this device: the sign-in page leads to the forgotten-password page.
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  // The form's own check first, then the request, sent with the keyboard.
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Email').press('Enter')
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Email').press('Enter')
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByText('If an account exists for that e-mail')).toBeVisible()

  // The link from the mail leads, through the server, to the reset page with its token.
  const link = await mailedLink(email, 'Reset your PromptMarket password')
  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-password\?token=/)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New Password', { exact: true }).fill('password')
  await page.getByLabel('Confirm New Password').fill('different')
  await page.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible()
  await expect(page.getByText('The passwords do not match')).toBeVisible()
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible()
  await expect
    .poll(() => mailsTo(email).map((m) => m.subject))
    .toContain('Your PromptMarket password was changed')

  // The other device is signed out.
  await laptop.goto('/dashboard')
  await expect(laptop).toHaveURL(/\/login/)
  expect((await laptop.request.get('/api/me')).status()).toBe(401)

  // The link works once.
  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/)
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  )

  // The old password is refused, the new one signs in.
  await page.getByRole('link', { name: 'Back to Sign In' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await signInThroughForm(page, email, memberPassword)
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
  await signInThroughForm(page, email, newPassword)
  await expect(page).toHaveURL(/\/dashboard$/)
  await laptopContext.close()
})
