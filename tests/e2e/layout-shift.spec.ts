import { expect, test, type Page } from '@playwright/test'
import { signUpMember } from './fixtures/member.ts'

// Pages must not jump while their data loads: Cumulative Layout Shift below 0.01 (Lighthouse calls below 0.1 good).
// The browser itself adds the shifts up; answers are delayed out of order to make late data likely.
test.describe('no layout shift while pages load @phone', () => {
  for (const path of ['/', '/browse', '/category/health-fitness', '/prompts/ai-powered-career-navigator']) {
    test(`${path} stays put`, async ({ page }) => {
      expect(await layoutShiftOf(page, path)).toBeLessThan(0.01)
    })
  }

  // The member's own library, drawn on the server with their data (decision 0042): a new member's (empty) library
  // and the sections under it.
  test('/dashboard stays put for a signed-in member', async ({ page }) => {
    await signUpMember(page)
    expect(await layoutShiftOf(page, '/dashboard')).toBeLessThan(0.01)
  })
})

/** Loads `path` with the API's answers arriving late and out of order, and returns the page's layout shift. */
async function layoutShiftOf(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // Answers arrive late and out of order, as on a slow phone network or a busy server.
  let n = 0
  await page.route('**/api/**', async (route) => {
    await new Promise((done) => setTimeout(done, 300 + ((n++ * 450) % 1200)))
    await route.continue()
  })
  await page.goto(path)
  await expect(page.locator('h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}
