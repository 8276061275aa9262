import { expect, test, type Page } from '@playwright/test'
import { confirmationLinkIn, mailsTo } from './accounts-mail-capture.ts'
import { memberPassword, signUpMember, uniquePhone } from './fixtures/member.ts'

// Journeys of issue 20 (decision 0030): the phone menu; a signed-out visitor who clicks "Get This Prompt" comes
// back to the prompt with the purchase dialog open, after confirming by mail or after signing in; hostile return
// addresses are refused; a prompt page's head (JSON-LD) causes no CSP violation.

const shots = '/tmp/nav-seo-shots'
const phone = { width: 390, height: 844 }
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const focusInMenu = (page: Page) =>
  page.evaluate(() => Boolean(document.querySelector('dialog[open]')?.contains(document.activeElement)))

async function openMenu(page: Page) {
  await menuButton(page).click()
  await expect(menu(page)).toBeVisible()
}

test.describe('phone menu', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(phone))

  test('signed out: opens as a sheet, traps focus, Escape closes and returns focus; every link goes where it says @phone', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(menuButton(page)).toBeVisible()
    await openMenu(page)
    await page.screenshot({ path: `${shots}/menu-signed-out-phone.png` })
    const items = menu(page).getByRole('link')
    await expect(items).toHaveText([
      'Home',
      'Browse',
      'Prompt Builder',
      'Get Credits',
      'Sign In',
      'Create Account',
    ])
    await expect(menu(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0)
    // Focus starts inside and stays inside however far the visitor tabs, both ways.
    expect(await focusInMenu(page)).toBe(true)
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInMenu(page)).toBe(true)
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInMenu(page)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()

    for (const [name, url, heading] of [
      ['Browse', /\/browse$/, 'Browse prompts'],
      ['Prompt Builder', /\/prompt-builder$/, null],
      ['Get Credits', /\/credits$/, null],
      ['Create Account', /\/signup$/, 'Create your account'],
      ['Sign In', /\/login$/, 'Sign in'],
      ['Home', /\/$/, null],
    ] as const) {
      await openMenu(page)
      await menu(page).getByRole('link', { name }).click()
      await expect(page, name).toHaveURL(url)
      await expect(menu(page)).toBeHidden()
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    // The close button works too.
    await openMenu(page)
    await menu(page).getByRole('button', { name: 'Close menu' }).click()
    await expect(menu(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    // And a press on the dimmed page beside it; while it is open the page behind does not scroll.
    await openMenu(page)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.mouse.click(10, phone.height / 2)
    await expect(menu(page)).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')
  })

  test('signed in: My Library and My Account are two places; sign out from the menu @phone', async ({
    page,
  }) => {
    await signUpMember(page, { name: 'Menu Member' })
    await page.goto('/browse')
    await openMenu(page)
    await page.screenshot({ path: `${shots}/menu-signed-in-phone.png` })
    await expect(menu(page).getByText('Signed in as')).toContainText('Menu Member')
    await expect(menu(page).getByRole('link')).toHaveText([
      'Home',
      'Browse',
      'Prompt Builder',
      'Get Credits',
      'My Library',
      'My Account',
    ])
    await expect(menu(page).getByRole('link', { name: 'Browse' })).toHaveAttribute('aria-current', 'page')
    await expect(menu(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0)

    await menu(page).getByRole('link', { name: 'My Library' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible()
    await openMenu(page)
    await menu(page).getByRole('link', { name: 'My Account' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
    await openMenu(page)
    await menu(page).getByRole('link', { name: 'Get Credits' }).click()
    await expect(page).toHaveURL(/\/credits$/)

    await openMenu(page)
    await menu(page).getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(menuButton(page)).toBeVisible()
    expect((await page.request.get('/api/me')).status()).toBe(401)
  })
})

test('desktop: no menu button; My Account leads to the account page, My Library to the library', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await signUpMember(page)
  await page.goto('/')
  await expect(menuButton(page)).toBeHidden()
  const nav = page.getByRole('banner')
  await nav.getByRole('link', { name: 'My Account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  await nav.getByRole('link', { name: 'My Library' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test.describe('back to the prompt with the purchase dialog open', () => {
  const fillSignUp = async (page: Page, email: string) => {
    await page.getByLabel('Full Name').fill('Return Tester')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone Number').fill(uniquePhone())
    await page.getByLabel('Password', { exact: true }).fill(memberPassword)
    await page.getByRole('button', { name: 'Create Account' }).click()
  }

  test('through sign-up and the confirmation link in the e-mail @phone', async ({ page }) => {
    const email = `return-${Date.now().toString(36)}${process.pid}@example.com`
    await page.goto('/prompts/japan-planner')
    await page.getByRole('link', { name: 'Get This Prompt' }).first().click()
    await expect(page).toHaveURL(/\/signup\?returnTo=%2Fprompts%2Fjapan-planner%3Fbuy%3D1$/)
    await expect(page.getByText('you will come straight back to where you were')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fprompts%2Fjapan-planner%3Fbuy%3D1',
    )
    await fillSignUp(page, email)
    await expect(page).toHaveURL(/\/login\?returnTo=/)
    await expect(page.getByText('Please check your email and confirm your account')).toBeVisible()

    // The mail (received over SMTP) holds the way back; opening it signs the member in and lands on the prompt.
    let link: string | undefined
    await expect.poll(() => (link = confirmationLinkIn(mailsTo(email).at(-1)))).toBeTruthy()
    await page.goto(link!)
    await expect(page).toHaveURL(/\/prompts\/japan-planner$/)
    const dialog = page.getByRole('dialog', { name: 'Get Japan Planner' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Cost: 8 credits')).toBeVisible()
    // Closed, it stays closed: the flag left the address.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Get This Prompt' }).first()).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  test('through "Already have an account? Sign in" @phone', async ({ page, browser }) => {
    // An existing member, signed out in this browser.
    const other = await browser.newContext()
    const { email } = await signUpMember(await other.newPage())
    await other.close()

    await page.goto('/prompts/europe-planner')
    await page.getByRole('link', { name: 'Get This Prompt' }).first().click()
    await expect(page).toHaveURL(/\/signup\?returnTo=/)
    await page.getByText('Already have an account?').getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprompts%2Feurope-planner%3Fbuy%3D1$/)
    // The address changes first; the sign-up form stays on screen until the sign-in page's chunk has loaded.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(memberPassword)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/prompts\/europe-planner$/)
    await expect(page.getByRole('dialog', { name: /^Get / })).toBeVisible()
  })

  test('a return address off this site is refused: the member lands on the dashboard', async ({ page }) => {
    await signUpMember(page)
    for (const hostile of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
    ]) {
      await page.goto(`/login?returnTo=${encodeURIComponent(hostile)}`)
      await expect(page, hostile).toHaveURL(/\/dashboard$/)
      await page.goto(`/signup?returnTo=${encodeURIComponent(hostile)}`)
      await expect(page, hostile).toHaveURL(/\/dashboard$/)
    }
    // A page of this site is fine.
    await page.goto(`/login?returnTo=${encodeURIComponent('/credits')}`)
    await expect(page).toHaveURL(/\/credits$/)
  })
})

test('a prompt page with its JSON-LD loads with no CSP violation; the SPA updates the title on navigation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] }
    w.__violations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  const res = await page.goto('/prompts/japan-planner')
  expect(res!.headers()['content-security-policy']).toMatch(/script-src[^;]*'self'/)
  expect(res!.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  await expect(page.getByRole('heading', { level: 1, name: 'Japan Planner' })).toBeVisible()
  const ld = await page.locator('script[type="application/ld+json"]').textContent()
  expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'AUD' } })
  await expect(page).toHaveTitle('Japan Planner · PromptMarket')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    [],
  )

  // Client-side navigation: the title follows, the prompt's own head tags go.
  await page.getByRole('banner').getByRole('link', { name: 'Browse' }).first().click()
  await expect(page).toHaveURL(/\/browse$/)
  await expect(page).toHaveTitle(/^Browse.* · PromptMarket$/)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
})
