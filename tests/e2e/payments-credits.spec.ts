import { expect, test } from '@playwright/test'
import { signUpMember } from './fixtures/member.ts'

// Journey of issue 5: buy a credit package through the local test checkout and see the balance.
test.describe('buy credits @phone', () => {
  test('visitors are asked to sign in; a success page without a session goes to Get Credits', async ({
    page,
  }) => {
    await page.goto('/credits')
    await expect(page.getByText('Please sign in to purchase credits')).toBeVisible()
    for (const id of ['starter', 'explorer', 'pro']) {
      const card = page.getByTestId(`package-${id}`)
      await expect(card.getByRole('link', { name: 'Get Started' })).toBeVisible()
      await expect(card.getByRole('link', { name: 'Sign In' })).toBeVisible()
    }
    // 'Best value' is the lowest price per credit; 'Most Popular' needs real sales (get-package-badges.test.ts).
    await expect(page.getByTestId('package-pro').getByText('Best value', { exact: true })).toBeVisible()
    await expect(page.getByTestId('package-explorer').getByText('$3.13 per credit')).toBeVisible()
    await expect(page.getByTestId('package-pro').getByText('$49.90 AUD')).toBeVisible()
    await page.goto('/payment/success')
    await expect(page).toHaveURL(/\/credits$/)
  })

  test('buys the Explorer package and sees the balance', async ({ page }) => {
    await signUpMember(page)
    await page.goto('/credits')
    await expect(page.getByTestId('credits-balance')).toHaveText('0 credits')
    await page
      .getByTestId('package-explorer')
      .getByRole('button', { name: 'Buy Explorer: 8 credits' })
      .click()

    await expect(page).toHaveURL(/\/checkout\/local\/cs_local_/)
    await expect(page.getByText('Test checkout: no money moves')).toBeVisible()
    await expect(page.getByText('Explorer package: 8 credits')).toBeVisible()
    await page.getByRole('button', { name: 'Pay $25.00 AUD' }).click()

    await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_local_.+&type=credits$/)
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    await expect(page.getByTestId('verified-balance')).toHaveText('8 credits')
    await expect(page.getByTestId('balance-pill')).toContainText('8')

    await page.getByRole('link', { name: 'Back to Get Credits' }).click()
    await expect(page.getByTestId('credits-balance')).toHaveText('8 credits')
  })
})
