import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { confirmationLinkIn, mailsTo } from './accounts-mail-capture.ts'
import { uniquePhone } from './fixtures/member.ts'

// Journey of issue 3: sign up with a referral code, confirm through the mail (received over SMTP), sign in and
// see 2 credits; the referrer's balance changes live in a second browser; sign out ends the session.

const password = 'Str0ng!Passw0rd'
let n = 0
const person = (label: string) => {
  const stamp = `${Date.now().toString(36)}${process.pid}${++n}`
  return {
    name: `${label} Tester`,
    email: `${label.toLowerCase()}-${stamp}@example.com`,
    phoneNumber: `+61 ${uniquePhone().slice(1)}`,
  }
}

async function confirmationLink(email: string) {
  let link: string | undefined
  await expect.poll(() => (link = confirmationLinkIn(mailsTo(email).at(-1)))).toBeTruthy()
  return link!
}

/** Opens the mailed link elsewhere (like a mail app would), leaving the page's own browser signed out. */
async function confirmElsewhere(request: APIRequestContext, email: string) {
  const res = await request.get(await confirmationLink(email), { maxRedirects: 0 })
  expect(res.status()).toBe(302)
}

async function signInThroughForm(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

const pill = (page: Page) => page.getByTestId('balance-pill')

test.describe('accounts and sessions', () => {
  test('sign up with a referral code, confirm by mail, sign in with 2 credits; the referrer sees it live; sign out @phone', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // The referrer: an existing, confirmed member, signed in in another browser.
    const referrer = person('Referrer')
    const created = await request.post('/api/auth/sign-up/email', {
      data: { ...referrer, password },
      headers: { origin: baseURL! },
    })
    expect(created.status(), await created.text()).toBe(200)
    expect(mailsTo(referrer.email).length).toBeGreaterThan(0)
    await confirmElsewhere(request, referrer.email)
    const other = await browser.newContext()
    const referrerPage = await other.newPage()
    await referrerPage.goto('/login')
    await signInThroughForm(referrerPage, referrer.email)
    await expect(referrerPage).toHaveURL(/\/dashboard$/)
    await expect(pill(referrerPage)).toHaveAttribute('aria-label', '0 credits')
    const { memberCode } = (await (await referrerPage.request.get('/api/me')).json()) as {
      memberCode: string
    }

    // The new member follows the referral link.
    const friend = person('Friend')
    await page.goto(`/signup?ref=${memberCode.toLowerCase()}`)
    await expect(page.getByLabel('Referral Code (optional)')).toHaveValue(memberCode)
    await page.getByLabel('Full Name').fill(friend.name)
    await page.getByLabel('Email').fill(friend.email)
    await page.getByLabel('Phone Number').fill(friend.phoneNumber)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Please check your email and confirm your account')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(friend.email)

    // Not confirmed yet: sign-in is refused with the spec message.
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please check your email and confirm your account' }),
    ).toBeVisible()

    // The mail arrived over SMTP; confirming it gives both members their referral credits.
    const mail = mailsTo(friend.email)[0]
    expect(mail.subject).toBe('Confirm your PromptMarket account')
    await confirmElsewhere(request, friend.email)
    await expect(pill(referrerPage)).toHaveAttribute('aria-label', '2 credits')

    await signInThroughForm(page, friend.email)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(pill(page)).toHaveAttribute('aria-label', '2 credits')

    // On phones Sign out is in the menu.
    const menu = page.getByRole('button', { name: 'Open menu' })
    if (await menu.isVisible()) {
      await menu.click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click()
    } else await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
    expect((await page.request.get('/api/me')).status()).toBe(401)
    await other.close()
  })

  test('forms check the spec 5 rules per field and show the server’s spec 8 answers', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = person('Member')
    expect(
      (
        await request.post('/api/auth/sign-up/email', {
          data: { ...member, password },
          headers: { origin: baseURL! },
        })
      ).status(),
    ).toBe(200)

    await page.goto('/signup')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Name must be between 2 and 50 characters')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Phone number must be between 8 and 20 characters')).toBeVisible()
    await expect(page.getByLabel('Full Name')).toBeFocused()
    await page.getByLabel('Password', { exact: true }).fill('abc')
    await expect(
      page.getByText(
        'Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number. Password must contain at least one special character',
      ),
    ).toBeVisible()

    await page.getByLabel('Full Name').fill('Second Member')
    await page.getByLabel('Email').fill(member.email.toUpperCase())
    await page.getByLabel('Phone Number').fill(person('x').phoneNumber)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }),
    ).toBeVisible()

    await page.getByLabel('Email').fill(person('y').email)
    await page.getByLabel('Phone Number').fill(member.phoneNumber)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'An account with this phone number already exists' }),
    ).toBeVisible()

    await confirmElsewhere(request, member.email)
    await page.goto('/customization')
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill('Wrong!Passw0rd')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
    // Back to where the member was going.
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/customization$/)
    // Signed-in members are sent on from /signup and /login.
    for (const path of ['/signup', '/login']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/dashboard$/)
    }
  })

  test('warns before the session ends, then logs session_expired and returns to /login @phone', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = person('Clock')
    expect(
      (
        await request.post('/api/auth/sign-up/email', {
          data: { ...member, password },
          headers: { origin: baseURL! },
        })
      ).status(),
    ).toBe(200)
    await confirmElsewhere(request, member.email)
    await page.goto('/login')
    await signInThroughForm(page, member.email)
    await expect(page).toHaveURL(/\/dashboard$/)
    const { session } = (await (await page.request.get('/api/auth/get-session')).json()) as {
      session: { expiresAt: string }
    }
    const expiresAt = new Date(session.expiresAt).getTime()

    // The browser's clock runs 4m50s before the end of the session.
    await page.clock.install({ time: expiresAt - 290_000 })
    await page.reload()
    await expect(page.getByText('Session expiring soon')).toBeVisible()
    await expect(
      page.getByText('Your session will expire in 5 minutes. Please save any important work.'),
    ).toBeVisible()

    await page.clock.fastForward('04:00')
    await expect(page.getByText('Session expiring in 1 minute')).toBeVisible()
    await expect(page.getByText('Please log in again to continue.')).toBeVisible()

    const reported = page.waitForRequest((r) => r.url().endsWith('/api/functions/log-security-event'))
    await page.clock.fastForward('01:00')
    await expect(page.getByText('Session expired')).toBeVisible()
    await expect(page.getByText('Please log in again to continue using the application.')).toBeVisible()
    expect((await reported).postDataJSON()).toMatchObject({ eventType: 'session_expired' })
    await page.clock.fastForward('00:03')
    await expect(page).toHaveURL(/\/login$/)
  })
})
