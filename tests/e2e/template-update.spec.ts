import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startServerChild, type ServerChild } from '../../src/server/testing/spawn-server.ts'
import { pgliteDataDir } from '../../src/server/testing/pglite-data-dir.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

// Journey of issue 23 (buyer versions): a member owns version 1 of a creator's template and version 2 is out. The
// library says "Update available"; the member looks at what changed, says "Not now", meets the update again in the
// wizard (which still asks version 1's questions), accepts it there, and the wizard asks the new questions.
// The versions are written before the server starts (no publish route in this slice, and PGlite allows one process
// per data directory), so this journey runs a server of its own on E2E_PORT+3 (desktop) or +4 (phone).
// SHOTS=dir saves screenshots of the update dialog.
const shot = (page: Page, name: string, project: string) =>
  process.env.SHOTS
    ? page.screenshot({ path: `${process.env.SHOTS}/${name}-${project}.png`, fullPage: false })
    : null

test.describe('template update @phone', () => {
  let server: ServerChild | undefined
  let dataDir: string | undefined
  test.afterEach(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('update available, the diff, not now, then update from the wizard', async ({ page }, info) => {
    test.setTimeout(240_000)
    // A copy of an empty cluster made once per worker: PGlite's initdb costs about 10 s of CPU.
    dataDir = await pgliteDataDir('promptmarket-update-')
    const setup = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/template-update-setup.ts', dataDir], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .pop()!,
    ) as { templateId: string; email: string; password: string }
    const port = Number(process.env.E2E_PORT ?? 4173) + (info.project.name === 'phone' ? 4 : 3)
    server = await startServerChild({
      port,
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        WEB_DIST: process.env.TEST_WEB_DIST ?? join(process.env.E2E_DATA_DIR!, 'dist'),
        AUTH_LIMIT_SCALE: '100',
      },
      timeoutMs: 120_000,
    })
    const url = server.url
    const signIn = await page.request.post(`${url}/api/auth/sign-in/email`, {
      data: { email: setup.email, password: setup.password },
      headers: { origin: url },
    })
    expect(signIn.status(), await signIn.text()).toBe(200)

    // The library card says an update is out.
    await page.goto(`${url}/dashboard`)
    const card = page.getByTestId('library-item').filter({ hasText: 'Budget Buddy' })
    const badge = card.getByRole('button', { name: /Update available/ })
    await expect(badge).toBeVisible()
    await card.scrollIntoViewIfNeeded()
    await shot(page, 'template-update-library', info.project.name)
    await badge.click()

    // The dialog: the changelog and the changed questions, word by word; never the master prompt.
    const dialog = page.getByRole('dialog', { name: 'Update available: Budget Buddy' })
    await expect(dialog).toContainText('You have version 1. Version 2 is out')
    await expect(dialog.getByRole('heading', { name: "What's new" })).toBeVisible()
    await expect(dialog).toContainText('Budgets are monthly now, and you can set a deadline for your goal.')
    const income = dialog.getByRole('article', { name: /Question changed: What is your monthly income/ })
    await expect(income.locator('del')).toContainText(['weekly'])
    await expect(income.locator('ins').first()).toContainText('monthly')
    await expect(
      dialog.getByRole('article', { name: 'New question: By when do you want to reach your goal?' }),
    ).toBeVisible()
    await expect(dialog).toContainText('Your answers carry over to questions that are the same')
    await expect(dialog).not.toContainText('MASTER-V')
    await shot(page, 'template-update-dialog', info.project.name)
    await expectNoSeriousA11yIssues(page)
    await dialog.getByRole('button', { name: 'Not now' }).click()
    await expect(dialog).toBeHidden()
    await expect(badge).toBeVisible()

    // The wizard still asks version 1's questions, and offers the update on the way.
    await card.getByRole('button', { name: /Customize/ }).click()
    await expect(page.getByRole('heading', { name: 'Base AI Preferences' })).toBeVisible()
    await page.getByText('Friendly', { exact: true }).click()
    await page.getByText('Step by step', { exact: true }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Select Prompt' })).toBeVisible()
    await expect(page.getByRole('radio', { name: /Budget Buddy/ })).toBeChecked()
    await expect(page.locator('label', { hasText: 'Budget Buddy' }).getByText('Update available')).toBeVisible()
    await page.getByRole('button', { name: 'Customize Prompt' }).click()
    await expect(page.getByRole('heading', { name: 'Prompt Customisation' })).toBeVisible()
    await expect(page.getByLabel(/What is your weekly income\?/)).toBeVisible()
    await expect(page.getByText('By when do you want to reach your goal?')).toHaveCount(0)
    await page.getByLabel(/What is your weekly income\?/).fill('1200')

    const notice = page.getByTestId('template-update-notice')
    await expect(notice).toContainText('You are using version 1 of Budget Buddy; version 2 is out.')
    await shot(page, 'template-update-wizard', info.project.name)
    await notice.getByRole('button', { name: 'See what changed' }).click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Update to version 2' }).click()
    await expect(page.getByText('Updated to version 2')).toBeVisible()
    await expect(dialog).toBeHidden()

    // The wizard now asks version 2's questions; the answer to the same question (same id) carried over.
    await expect(page.getByLabel(/What is your monthly income after tax\?/)).toBeVisible()
    await expect(page.getByLabel(/What is your monthly income after tax\?/)).toHaveValue('1200')
    await expect(page.getByLabel(/By when do you want to reach your goal\?/)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Wedding' })).toBeVisible()
    await expect(notice).toBeHidden()

    // And the library has nothing more to offer.
    await page.goto(`${url}/dashboard`)
    await expect(card).toBeVisible()
    await expect(card.getByRole('button', { name: /Update available/ })).toHaveCount(0)
  })
})
