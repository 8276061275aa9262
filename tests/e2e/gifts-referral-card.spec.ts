import { expect, test } from '@playwright/test'
import { signUpMember } from './fixtures/member.ts'

// Journey of issue 6: My Library's referral card shows the member code and a share link that prefills sign-up.
test.describe('referral card @phone', () => {
  test('shows the member code and a share link, both copyable; the link prefills the referral code', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await signUpMember(page)
    const { memberCode } = (await (await page.request.get('/api/me')).json()) as { memberCode: string }
    await page.goto('/dashboard')
    const card = page.getByRole('region', { name: 'Refer a friend' })
    await expect(card.getByTestId('member-code')).toHaveText(memberCode)
    const link = `${baseURL}/signup?ref=${memberCode}`
    await expect(card.getByText(link)).toBeVisible()

    await card.getByRole('button', { name: 'Copy member code' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(memberCode)
    await card.getByRole('button', { name: 'Copy share link' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    const visitor = await browser.newContext()
    const friend = await visitor.newPage()
    await friend.goto(link)
    await expect(friend.getByLabel('Referral Code (optional)')).toHaveValue(memberCode)
    await visitor.close()
  })
})
