import { expect, test } from '@playwright/test'
import { signUpMember } from './fixtures/member.ts'

// Journey of issue 5: buy a prompt with a one-time payment through the local test checkout.
// Manifestation Mentor is a Boost prompt: $15.98 AUD.
test.describe('buy a prompt with a one-time payment', () => {
  test('pays at the test checkout and owns the prompt', async ({ page }) => {
    await signUpMember(page)
    await page.goto('/prompts/manifestation-mentor')
    await page.getByRole('button', { name: 'Get This Prompt' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Get Manifestation Mentor' })
    await dialog.getByRole('button', { name: 'Pay $15.98 AUD' }).click()

    await expect(page).toHaveURL(/\/checkout\/local\/cs_local_/)
    await expect(page.getByText('Test checkout: no money moves')).toBeVisible()
    await expect(page.getByText('Manifestation Mentor (one-time purchase)')).toBeVisible()
    await page.getByRole('button', { name: 'Pay $15.98 AUD' }).click()

    await expect(page).toHaveURL(
      /\/payment\/success\?session_id=.+&type=prompt&prompt_id=manifestation-mentor$/,
    )
    await expect(page.getByRole('heading', { name: 'Prompt added to your library' })).toBeVisible()
    await page.goto('/prompts/manifestation-mentor')
    await expect(page.getByRole('link', { name: 'View Prompt' }).first()).toBeVisible()
    const library = await page.request.get('/api/library')
    const { items } = (await library.json()) as { items: { promptId: string; purchaseMethod: string }[] }
    expect(items).toMatchObject([{ promptId: 'manifestation-mentor', purchaseMethod: 'direct' }])
  })
})
