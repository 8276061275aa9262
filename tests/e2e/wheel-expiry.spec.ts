import { expect, test } from '@playwright/test'

// Journey of issue 6: the claim card counts down the 2 minutes (on Playwright's clock, not a real wait), then
// shows the spec's expiry text; Try Again reloads the page for a new spin.
test.describe('welcome wheel claim expiry @phone', () => {
  test('counts down from 2:00, expires with the spec text, and Try Again reloads', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await page.getByRole('button', { name: 'Spin To Win' }).click()
    const dialog = page.getByRole('dialog', { name: 'Spin to win welcome credits' })
    await dialog.getByRole('button', { name: 'Spin the Wheel' }).click()
    await expect(dialog.getByText(/^You won \d free credits!$/)).toBeVisible({ timeout: 15_000 })

    const countdown = dialog.getByTestId('claim-countdown')
    await expect(countdown).toHaveText(/^(2:00|1:5\d)$/)
    await page.clock.fastForward('01:00')
    await expect(countdown).toHaveText(/^(1:00|0:5\d)$/)
    await expect(dialog.getByRole('link', { name: /^Claim \d Credits$/ })).toBeVisible()

    await page.clock.fastForward('01:01')
    await expect(dialog.getByText("Time's up! Your credits have expired.")).toBeVisible()
    await expect(dialog.getByText('Spin again to win more credits!')).toBeVisible()
    await expect(dialog.getByRole('link', { name: /^Claim \d Credits$/ })).toHaveCount(0)
    // The expired win is no longer kept for sign-up.
    expect(await page.evaluate(() => localStorage.getItem('wheelClaim'))).toBeNull()

    const reloaded = page.waitForEvent('load')
    await dialog.getByRole('button', { name: 'Try Again' }).click()
    await reloaded
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Spin To Win' }).click()
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Spin the Wheel' })).toBeEnabled()
  })
})
