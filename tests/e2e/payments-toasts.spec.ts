import { expect, test, type Page } from '@playwright/test'
import { buyCreditsViaApi, signUpMember } from './fixtures/member.ts'

// The spec-8 toasts of the payment flows when a call fails (the failing answers are injected in the browser).
const failWith = (
  page: Page,
  path: string,
  status: number,
  body: unknown = { error: { code: 'x', message: 'x' } },
) =>
  page.route(`**/api/functions/${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  )

test.describe('payment error toasts', () => {
  test('every failure shows the spec wording', async ({ page }) => {
    test.setTimeout(120_000)
    await signUpMember(page)
    await buyCreditsViaApi(page, 'explorer')

    await failWith(page, 'create-payment', 500)
    await page.goto('/credits')
    await page.getByRole('button', { name: 'Buy Starter: 2 credits' }).click()
    await expect(page.getByText('Payment Error')).toBeVisible()
    await expect(page.getByText('Failed to initiate payment. Please try again.')).toBeVisible()

    await page.goto('/prompts/japan-planner')
    await page.getByRole('button', { name: 'Get This Prompt' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Get Japan Planner' })
    const useCredits = dialog.getByRole('button', { name: 'Use 8 credits' })
    const payOnce = dialog.getByRole('button', { name: 'Pay $25.00 AUD' })

    await failWith(page, 'purchase-prompt', 401, {
      error: { code: 'unauthorized', message: 'Authentication required' },
    })
    await useCredits.click()
    await expect(page.getByText('Authentication required')).toBeVisible()
    await expect(page.getByText('Please sign in to use credits')).toBeVisible()

    await page.unroute('**/api/functions/purchase-prompt')
    await failWith(page, 'purchase-prompt', 409)
    await useCredits.click()
    await expect(page.getByText('Failed to use credit. Please try again.')).toBeVisible()

    await page.unroute('**/api/functions/purchase-prompt')
    await failWith(page, 'purchase-prompt', 503)
    await useCredits.click()
    await expect(page.getByText('Failed to process purchase. Please try again.')).toBeVisible()

    await page.unroute('**/api/functions/purchase-prompt')
    await failWith(page, 'purchase-prompt', 404)
    await payOnce.click()
    await expect(page.getByText('Purchase failed')).toBeVisible()
    await expect(page.getByText('Please try again later')).toBeVisible()

    await page.unroute('**/api/functions/purchase-prompt')
    await failWith(page, 'purchase-prompt', 502)
    await payOnce.click()
    await expect(page.getByText('Failed to create payment session. Please try again.')).toBeVisible()

    // Verification: refused by the server, or the call itself failing.
    await page.goto('/payment/success?session_id=cs_local_unknown&type=prompt&prompt_id=japan-planner')
    await expect(page.getByText('Payment verification failed')).toBeVisible()
    await expect(
      page.getByText('Could not verify your prompt payment. Please contact support.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/browse$/)

    await failWith(page, 'verify-credit-payment', 500)
    await page.goto('/payment/success?session_id=cs_local_unknown')
    await expect(page.getByText('Payment processing failed')).toBeVisible()
    await expect(page).toHaveURL(/\/credits$/)
  })
})
