import { expect, test } from '@playwright/test'

// Pages must not jump while their data loads: Cumulative Layout Shift below 0.01 (Lighthouse calls below 0.1 good).
// The browser itself adds the shifts up; answers are delayed out of order to make late data likely.
test.describe('no layout shift while pages load @phone', () => {
  for (const path of ['/', '/browse', '/category/health-fitness', '/prompts/ai-powered-career-navigator']) {
    test(`${path} stays put`, async ({ page }) => {
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
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      expect(cls).toBeLessThan(0.01)
    })
  }
})
