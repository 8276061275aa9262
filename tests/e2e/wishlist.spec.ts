import { expect, test } from '@playwright/test'
import { buyCreditsViaApi, memberPassword, signUpMember } from './fixtures/member.ts'
import { appReady } from './fixtures/in-app.ts'

// Journey of issue 20: the wishlist. A visitor taps a heart, is asked to sign in and comes back; a member saves
// templates from a card and a detail page, finds them in My Library, and buying one takes it off the list.
test.describe('wishlist @phone', () => {
  test('visitor asked to sign in, comes back; hearts on a card and a detail page; library; buying removes it', async ({
    page,
    browser,
  }) => {
    // An existing member, signed in elsewhere; here a visitor.
    const other = await browser.newContext()
    const { email } = await signUpMember(await other.newPage(), { name: 'Wish Member' })
    await other.close()

    await page.goto('/category/health-fitness')
    await appReady(page)
    const gym = page.getByTestId('category-card').filter({ hasText: 'Gym 101' })
    await gym.getByRole('button', { name: 'Save Gym 101 to wishlist' }).click()
    const ask = page.getByRole('dialog', { name: 'Sign in to save templates' })
    await expect(ask).toBeVisible()
    await ask.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcategory%2Fhealth-fitness/)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(memberPassword)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/category\/health-fitness$/)

    // Back where they were: now the heart saves.
    await gym.getByRole('button', { name: 'Save Gym 101 to wishlist' }).click()
    await expect(page.getByText('Saved to your wishlist')).toBeVisible()
    await expect(gym.getByRole('button', { name: 'Remove Gym 101 from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.goto('/prompts/japan-planner')
    await appReady(page)
    await page.getByRole('button', { name: 'Save Japan Planner to wishlist' }).click()
    await expect(page.getByRole('button', { name: 'Remove Japan Planner from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // The heart shows the save at once; the library is opened once the server has it (a page load right after
    // the press could cancel the request: on a slow machine the library then came without it).
    await expect(page.getByText('Saved to your wishlist')).toBeVisible()

    await page.goto('/dashboard')
    const wishlist = page.getByRole('list', { name: 'Wishlist' })
    await expect(wishlist.getByRole('heading')).toHaveText(['Japan Planner', 'Gym 101'])

    // Buying Japan Planner with credits takes it off the list.
    await buyCreditsViaApi(page, 'explorer')
    await page.goto('/prompts/japan-planner')
    await appReady(page)
    await page.getByRole('button', { name: 'Get This Prompt' }).first().click()
    await page
      .getByRole('dialog', { name: 'Get Japan Planner' })
      .getByRole('button', { name: 'Use 8 credits' })
      .click()
    await expect(page.getByText('Purchase successful!')).toBeVisible()
    await page.goto('/dashboard')
    await expect(wishlist.getByRole('heading')).toHaveText(['Gym 101'])

    // And the heart on the list takes the other off.
    await wishlist.getByRole('button', { name: 'Remove Gym 101 from wishlist' }).click()
    await expect(page.getByText('Nothing saved yet.')).toBeVisible()
  })
})
