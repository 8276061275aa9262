import { expect, test } from '@playwright/test'

// Pages must not jump while their data loads (Lighthouse's Cumulative Layout Shift, good below 0.1). Layout shifts
// are counted by the browser itself, so this does not depend on timing.
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
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      expect(cls).toBeLessThan(0.1)
    })
  }
})
