import { expect, test } from '@playwright/test'
import { buyCreditsViaApi, signUpMember } from './fixtures/member.ts'

// Journey of issue 5: buy a prompt with credits from its detail page, then see 'View Prompt' and the prompt
// in GET /api/library. Japan Planner is a Super prompt: 8 credits or $25.00 AUD.
test.describe('buy a prompt with credits @phone', () => {
  test('signed-out visitors are sent to sign up, with the way back to this prompt', async ({ page }) => {
    await page.goto('/prompts/japan-planner')
    await page.getByRole('link', { name: 'Get This Prompt' }).first().click()
    await expect(page).toHaveURL(/\/signup\?returnTo=%2Fprompts%2Fjapan-planner%3Fbuy%3D1$/)
  })

  test('too few credits, then enough: the prompt joins the library', async ({ page }) => {
    await signUpMember(page)
    await buyCreditsViaApi(page, 'starter')
    await page.goto('/prompts/japan-planner')
    const getIt = page.getByRole('button', { name: 'Get This Prompt' }).first()
    await getIt.click()
    const dialog = page.getByRole('dialog', { name: 'Get Japan Planner' })
    await expect(dialog.getByText('Cost: 8 credits')).toBeVisible()
    // Focus starts on the first button, not on the 'Get Credits' link before it.
    await expect(dialog.getByRole('link', { name: 'Get Credits' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Use 8 credits' })).toBeFocused()
    await expect(dialog.getByText('Your balance: 2 credits')).toBeVisible()
    await expect(dialog.getByText('$25.00 AUD').first()).toBeVisible()
    await dialog.getByRole('button', { name: 'Use 8 credits' }).click()
    await expect(page.getByText('Insufficient credits')).toBeVisible()
    await expect(page.getByText('You need at least 8 credit(s) for this action')).toBeVisible()
    // The toast is over the open dialog, not behind it: its own close button takes the click (decision 0047).
    await page.getByRole('button', { name: 'Close toast' }).click()
    await expect(page.getByText('Insufficient credits')).toBeHidden()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(getIt).toBeFocused()

    await buyCreditsViaApi(page, 'explorer')
    await page.reload()
    await page.getByRole('button', { name: 'Get This Prompt' }).first().click()
    await expect(dialog.getByText('Your balance: 10 credits')).toBeVisible()
    await dialog.getByRole('button', { name: 'Use 8 credits' }).click()
    await expect(page.getByText('Purchase successful!')).toBeVisible()
    await expect(page.getByText('8 credit(s) used. Prompt added to your library.')).toBeVisible()
    await expect(dialog).toBeHidden()

    const view = page.getByRole('link', { name: 'View Prompt' }).first()
    await expect(view).toHaveAttribute('href', '/dashboard')
    await expect(page.getByTestId('balance-pill')).toContainText('2')
    const library = await page.request.get('/api/library')
    expect(library.status()).toBe(200)
    const { items } = (await library.json()) as { items: { promptId: string; purchaseMethod: string }[] }
    expect(items[0]).toMatchObject({ promptId: 'japan-planner', purchaseMethod: 'credits' })
    await view.click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
