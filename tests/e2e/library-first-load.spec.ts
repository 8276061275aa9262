import { expect, test } from '@playwright/test'
import { signUpMember } from './fixtures/member.ts'

// Issue 21: a signed-in member's library names its first requests in the HTML (src/server/signed-in-preloads.ts),
// and the app's own requests take those answers: each is asked for once, not once by the preload and again by
// the app.
test('the library takes its preloaded session and lists, asking for each once', async ({ page }) => {
  await signUpMember(page)
  // Each API path with the kinds of request that asked for it: Chromium reports a link preload as 'other' and the
  // app's own fetch as 'fetch', and a fetch that takes a preloaded answer is not a request of its own.
  const asked = new Map<string, string[]>()
  page.on('request', (req) => {
    const { pathname } = new URL(req.url())
    if (pathname.startsWith('/api/'))
      asked.set(pathname, [...(asked.get(pathname) ?? []), req.resourceType()])
  })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'My Library' })).toBeVisible()
  await expect(page.getByText("You haven't purchased any prompts yet.")).toBeVisible()
  await page.waitForLoadState('networkidle')
  for (const path of ['/api/me', '/api/library', '/api/customizations', '/api/wishlist', '/api/gift-cards'])
    expect(asked.get(path), path).toEqual(['other'])
})
