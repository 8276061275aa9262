import { expect, test } from '@playwright/test'
import { memberPassword, signUpMember } from './fixtures/member.ts'
import { mailsTo } from './accounts-mail-capture.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

// Journeys of issue 13: change the profile and the password in My Account, then sign in with the new password;
// change the e-mail through the link mailed to the new address, then delete the account.

test.describe('account settings @phone', () => {
  test('changes name, phone and password, and signs in with the new password', async ({ page }) => {
    const { email } = await signUpMember(page, { name: 'Sam Settings' })
    await page.goto('/account')
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/\/account\/settings$/)
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
    await expect(page.getByTestId('session')).toHaveCount(1)
    await expect(page.getByText('This device')).toBeVisible()

    await page.getByLabel('Full name').fill('Sam Changed')
    await page.getByLabel('Phone number').fill('123')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByText('Phone number must be between 8 and 20 characters')).toBeVisible()
    await page.getByLabel('Phone number').fill(`04${Date.now()}`.slice(0, 12))
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByText('Profile saved')).toBeVisible()

    await page.getByLabel('Current password').fill('Wr0ng!Password')
    await page.getByLabel('New password').fill('N3w!Passw0rd')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your current password is incorrect')).toBeVisible()
    await page.getByLabel('Current password').fill(memberPassword)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible()
    // Still signed in here with the fresh session.
    await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(200)

    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(memberPassword)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Invalid email or password').first()).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('N3w!Passw0rd')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).not.toHaveURL(/\/login/)
    await expect
      .poll(async () => (await page.request.get('/api/me')).json())
      .toMatchObject({ fullName: 'Sam Changed' })
  })

  test('changes the e-mail through the link sent to the new address, then deletes the account', async ({
    page,
  }) => {
    const { email } = await signUpMember(page, { name: 'Erin Email' })
    const newEmail = `moved-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
    await page.goto('/account/settings')
    const card = page.getByRole('heading', { name: 'E-mail address' }).locator('..')
    await expect(card.getByText(`You sign in with ${email}.`)).toBeVisible()

    // Keyboard only: type, tab to the password, submit with Enter.
    await page.getByLabel('New e-mail address').fill(newEmail)
    await page.getByLabel('New e-mail address').press('Tab')
    await expect(page.getByLabel('Your password')).toBeFocused()
    await page.keyboard.type('Wr0ng!Password')
    await page.keyboard.press('Enter')
    await expect(card.getByText('Your current password is incorrect')).toBeVisible()
    await page.getByLabel('Your password').fill(memberPassword)
    await page.getByLabel('Your password').press('Enter')
    const pending = page.getByTestId('email-change-pending')
    await expect(pending).toContainText(`We sent a confirmation link to ${newEmail}`)
    // The pending change is the server's: still shown after a reload, and the old address is still the one.
    await page.reload()
    await expect(pending).toContainText(newEmail)
    await expect(card.getByText(`You sign in with ${email}.`)).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    let link: string | undefined
    await expect
      .poll(
        () =>
          (link = mailsTo(newEmail)
            .at(-1)
            ?.text.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)?.[0]),
      )
      .toBeTruthy()
    await page.goto(link!)
    await expect(page.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible()
    await expect(page.getByText(`Your account now uses ${newEmail}.`)).toBeVisible()
    await page.getByRole('link', { name: 'Go to account settings' }).click()
    await expect(card.getByText(`You sign in with ${newEmail}.`)).toBeVisible()
    await expect(pending).toHaveCount(0)
    await expect
      .poll(() => mailsTo(email).at(-1)?.subject)
      .toBe('Your PromptMarket e-mail address was changed')

    // Delete: the dialog explains, asks for the password, refuses a wrong one.
    await page.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(dialog.getByText('We keep anonymous records of your orders')).toBeVisible()
    await expectNoSeriousA11yIssues(page)
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(dialog.getByText('Please enter your password to confirm')).toBeVisible()
    await dialog.getByLabel('Password').fill('Wr0ng!Password')
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(dialog.getByText('Your current password is incorrect')).toBeVisible()
    await dialog.getByLabel('Password').fill(memberPassword)
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(page.getByText('Your account has been deleted', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    expect((await page.request.get('/api/me')).status()).toBe(401)

    // Neither address signs in any more.
    await page.goto('/login')
    await page.getByLabel('Email').fill(newEmail)
    await page.getByLabel('Password', { exact: true }).fill(memberPassword)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Invalid email or password').first()).toBeVisible()
  })
})
