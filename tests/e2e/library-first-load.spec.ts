import { expect, test } from '@playwright/test'
import { buyCreditsViaApi, signUpMember } from './fixtures/member.ts'
import { appReady } from './fixtures/in-app.ts'
import { loadsZod, recordScripts } from './fixtures/scripts-loaded.ts'

// Issue 21 and decision 0042: a signed-in member's library arrives drawn on the server with their own data; the
// app takes that HTML over without a hydration error and without asking the API again for what it was drawn with.
test('the library arrives drawn with the member’s prompts and is taken over without asking for them again @phone', async ({
  page,
}) => {
  await signUpMember(page)
  await buyCreditsViaApi(page, 'pro')
  const list = (await (await page.request.get('/api/templates?limit=1')).json()) as {
    items: { id: string; name: string }[]
  }
  const prompt = list.items[0]!
  const bought = await page.request.post('/api/functions/purchase-prompt', {
    data: { promptId: prompt.id, method: 'credits' },
  })
  expect(bought.status(), await bought.text()).toBe(200)

  // The HTML itself holds the library (what a phone shows before any JavaScript has run).
  const html = await (await page.request.get('/dashboard')).text()
  expect(html).toMatch(/<h1[^>]*>My Library<\/h1>/)
  expect(html).toContain(prompt.name.replace(/&/g, '&amp;'))

  // The page the confirmation link opened is still running (and asking for its own lists): it is closed first, so
  // what is counted below is this visit's alone.
  await page.goto('about:blank')
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  // Zod comes with the share and prompt dialogs when they open, not with the page (issue 21, 2026-11-30).
  const scripts = recordScripts(page)
  const asked: string[] = []
  page.on('request', (req) => {
    const { pathname } = new URL(req.url())
    if (pathname.startsWith('/api/')) asked.push(pathname)
  })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'My Library' })).toBeVisible()
  await expect(page.getByRole('heading', { name: prompt.name })).toBeVisible()
  await appReady(page)
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
  for (const path of ['/api/me', '/api/library', '/api/customizations', '/api/wishlist', '/api/gift-cards'])
    expect(asked, `${path} in ${asked.join(' ')}`).not.toContain(path)
  const code = await scripts.stop()
  expect(code.length).toBeGreaterThan(1)
  expect(loadsZod(code), 'zod loaded with the library').toBe(false)

  // The page is the app's: its buttons work, and open the next page inside it.
  await page.getByRole('button', { name: `Customize ${prompt.name}` }).click()
  await expect(page).toHaveURL(/\/customization$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Customisation Tool' })).toBeVisible()
  expect(errors).toEqual([])
})
