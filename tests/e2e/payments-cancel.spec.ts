import { expect, test } from '@playwright/test'
import { signUpMember } from './fixtures/member.ts'

// Journey of issue 5: cancel a checkout; nothing is charged and the order can no longer be paid.
test.describe('cancel a checkout', () => {
  test('cancels at the test checkout, then tries again', async ({ page }) => {
    await signUpMember(page)
    await page.goto('/credits')
    await page.getByTestId('package-pro').getByRole('button', { name: 'Buy Pro: 20 credits' }).click()
    await expect(page).toHaveURL(/\/checkout\/local\//)
    const checkoutUrl = page.url()
    await page.getByRole('button', { name: 'Cancel' }).click()

    await expect(page).toHaveURL(/\/payment\/cancelled$/)
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')

    // The cancelled checkout is closed for good.
    await page.goto(checkoutUrl)
    await expect(page.getByText('This checkout is closed.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
    const sessionId = checkoutUrl.split('/').pop()!
    const verify = await page.request.post('/api/functions/verify-credit-payment', { data: { sessionId } })
    expect(await verify.json()).toMatchObject({ success: false, credits: 0, balance: 0 })

    // A success page for it shows the spec's failure toast and returns to Get Credits.
    await page.goto(`/payment/success?session_id=${sessionId}&type=credits`)
    await expect(page.getByText('Payment verification failed')).toBeVisible()
    await expect(page.getByText('Could not verify your payment. Please contact support.')).toBeVisible()
    await expect(page).toHaveURL(/\/credits$/)
    // The toast's "contact support" is a way there.
    await page.getByRole('button', { name: 'Contact support' }).click()
    await expect(page).toHaveURL(/\/contact\?topic=orders$/)
    await expect(page.getByLabel('Topic')).toHaveValue('orders')

    await page.goto('/payment/cancelled')
    await page.getByRole('link', { name: 'Try Again' }).click()
    await expect(page).toHaveURL(/\/credits$/)
    await expect(page.getByTestId('credits-balance')).toHaveText('0 credits')
  })
})
