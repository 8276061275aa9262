import { expect, test } from '@playwright/test'
import { memberPassword, signUpMember } from './fixtures/member.ts'

// Journey of issue 13: change the profile and the password in My Account, then sign in with the new password.
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
})
