import { expect, test } from '@playwright/test'
import { confirmationLink, memberPassword, signUpMember, uniquePhone } from './fixtures/member.ts'
import { mailsTo } from './accounts-mail-capture.ts'

// Journey of issue 20: a gift card for a person, scheduled for today, reaches their inbox; they follow the e-mail's
// link, sign up, confirm, come back to the link and redeem it; the giver sees it go from sent to redeemed.
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

test.describe('gift cards sent to a person @phone', () => {
  test('scheduled for today, e-mailed, redeemed by a new member through the link', async ({
    page,
    browser,
  }) => {
    await signUpMember(page, { name: 'Gina Giver' })
    const friendEmail = `friend-${stamp()}@example.com`

    await page.goto('/credits')
    await page.getByRole('button', { name: 'Buy Starter as a gift: 2 credits' }).click()
    const form = page.getByRole('dialog', { name: 'Send a gift card: 2 credits' })
    await expect(form.getByLabel('Delivery date')).not.toHaveValue('')
    // Nothing is asked of the server until the form is right.
    await form.getByRole('button', { name: /Continue to payment/ }).click()
    await expect(form.getByText("Please enter the recipient's name (up to 80 characters)")).toBeVisible()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await form.getByLabel("Recipient's name").fill('Robin Friend')
    await form.getByLabel("Recipient's email").fill(friendEmail)
    await form.getByLabel('Message (optional)').fill('Happy birthday, Robin!')
    await form.getByRole('button', { name: 'Continue to payment: $7.99 AUD' }).click()

    await expect(page).toHaveURL(/\/checkout\/local\/cs_local_/)
    await page.getByRole('button', { name: 'Pay $7.99 AUD' }).click()
    await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_local_.+&type=gift$/)
    const ready = page.getByRole('dialog', { name: 'Your gift card is ready!' })
    await expect(ready.getByText(`We'll e-mail it to ${friendEmail}`, { exact: false })).toBeVisible()
    const code = (await ready.getByTestId('gift-code').textContent())!.trim()
    await ready.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('heading', { name: 'Your gift card is on its way' })).toBeVisible()

    // The runner sends it after the payment commits: amount, message, code and the redeem link.
    await expect.poll(() => mailsTo(friendEmail).length, { timeout: 20_000 }).toBe(1)
    const [gift] = mailsTo(friendEmail)
    expect(gift.subject).toBe('Gina Giver sent you a PromptMarket gift card: 2 credits')
    expect(gift.text).toContain('worth 2 credits')
    expect(gift.text).toContain('> Happy birthday, Robin!')
    expect(gift.text).toContain(`Your gift code: ${code}`)
    const link = gift.text.match(/https?:\/\/\S+\/gifts\/redeem\?code=\S+/)![0]

    await page.getByRole('link', { name: 'See gifts you sent' }).click()
    const card = page.getByRole('listitem').filter({ hasText: 'Robin Friend' })
    await expect(card.getByTestId('gift-status')).toHaveText('Sent')
    await expect(card.getByRole('button', { name: 'Resend e-mail' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Change date or address' })).toHaveCount(0)

    // The friend, new here: the link, sign-up, the confirmation link, back on the link, redeem.
    const friendContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const friend = await friendContext.newPage()
    await friend.goto(link)
    await expect(friend.getByRole('heading', { name: "You've received a gift card" })).toBeVisible()
    await expect(friend.getByText(code)).toBeVisible()
    await friend.getByRole('link', { name: 'Create account to redeem' }).click()
    await expect(friend).toHaveURL(/\/signup\?returnTo=/)
    await friend.getByLabel('Full Name').fill('Robin Friend')
    await friend.getByLabel('Email', { exact: true }).fill(friendEmail)
    await friend.getByLabel('Phone Number').fill(uniquePhone())
    await friend.getByLabel('Password', { exact: true }).fill(memberPassword)
    await friend.getByRole('button', { name: 'Create Account' }).click()
    await expect(friend).toHaveURL(/\/login/)
    await friend.goto(await confirmationLink(friendEmail))
    await expect(friend).toHaveURL(/\/gifts\/redeem\?code=/)
    await friend.getByRole('button', { name: 'Redeem gift card' }).click()
    await expect(friend.getByRole('heading', { name: 'Gift card redeemed!' })).toBeVisible()
    await expect(
      friend.getByText('2 credits were added to your balance. You now have 2 credits.'),
    ).toBeVisible()
    await friendContext.close()

    await page.reload()
    await expect(card.getByTestId('gift-status')).toHaveText('Redeemed')
    await expect(card.getByRole('button', { name: 'Resend e-mail' })).toHaveCount(0)
  })

  test('a later date can change before it is sent; a member with an account signs in through the link', async ({
    page,
    browser,
  }) => {
    await signUpMember(page, { name: 'Gina Giver' })
    // The friend already has an account (signed in elsewhere, then signed out here).
    const friendContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const friend = await friendContext.newPage()
    const { email: friendEmail } = await signUpMember(friend, { name: 'Robin Member' })
    await friendContext.clearCookies()

    await page.goto('/credits')
    await page.getByRole('button', { name: 'Buy Starter as a gift: 2 credits' }).click()
    const form = page.getByRole('dialog', { name: 'Send a gift card: 2 credits' })
    await form.getByLabel("Recipient's name").fill('Robin')
    await form.getByLabel("Recipient's email").fill(`typo-${stamp()}@example.com`)
    const today = await form.getByLabel('Delivery date').inputValue()
    const nextWeek = new Date(`${today}T00:00:00Z`)
    nextWeek.setUTCDate(nextWeek.getUTCDate() + 7)
    const yesterday = new Date(`${today}T00:00:00Z`)
    yesterday.setUTCDate(yesterday.getUTCDate() - 1)
    await form.getByLabel('Delivery date').fill(yesterday.toISOString().slice(0, 10))
    await form.getByRole('button', { name: /Continue to payment/ }).click()
    await expect(form.getByText('Please choose today or a later date for delivery')).toBeVisible()
    await form.getByLabel('Delivery date').fill(nextWeek.toISOString().slice(0, 10))
    await form.getByRole('button', { name: /Continue to payment/ }).click()
    await page.getByRole('button', { name: 'Pay $7.99 AUD' }).click()
    await page
      .getByRole('dialog', { name: 'Your gift card is ready!' })
      .getByRole('button', { name: 'Done' })
      .click()

    await page.getByRole('link', { name: 'See gifts you sent' }).click()
    const card = page.getByRole('listitem').filter({ hasText: 'Robin' })
    await expect(card.getByTestId('gift-status')).toHaveText('Scheduled')
    await expect(card.getByRole('button', { name: 'Resend e-mail' })).toHaveCount(0)
    // Wrong address, and why wait: today, to the right address.
    await card.getByRole('button', { name: 'Change date or address' }).click()
    const change = page.getByRole('dialog', { name: 'Change date or address' })
    await change.getByLabel("Recipient's email").fill(friendEmail)
    await change.getByLabel('Delivery date').fill(today)
    await change.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Gift card updated')).toBeVisible()
    await expect(change).toBeHidden()
    await expect
      .poll(() => mailsTo(friendEmail).filter((m) => m.subject.includes('gift card')).length, {
        timeout: 20_000,
      })
      .toBe(1)
    await page.reload()
    await expect(card.getByTestId('gift-status')).toHaveText('Sent')
    // Resending right away is throttled, with a reason.
    await card.getByRole('button', { name: 'Resend e-mail' }).click()
    await expect(page.getByText(/You can resend it in \d+ minutes?/)).toBeVisible()

    const link = mailsTo(friendEmail)
      .find((m) => m.subject.includes('gift card'))!
      .text.match(/https?:\/\/\S+\/gifts\/redeem\?code=\S+/)![0]
    await friend.goto(link)
    await friend.getByRole('link', { name: 'Sign in to redeem' }).click()
    await friend.getByLabel('Email', { exact: true }).fill(friendEmail)
    await friend.getByLabel('Password', { exact: true }).fill(memberPassword)
    await friend.getByRole('button', { name: 'Sign In' }).click()
    await expect(friend).toHaveURL(/\/gifts\/redeem\?code=/)
    await friend.getByRole('button', { name: 'Redeem gift card' }).click()
    await expect(friend.getByRole('heading', { name: 'Gift card redeemed!' })).toBeVisible()
    await friendContext.close()
  })
})
