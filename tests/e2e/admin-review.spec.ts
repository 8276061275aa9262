import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { freePort, startServerChild, type ServerChild } from '../../src/server/testing/spawn-server.ts'
import { pgliteDataDir } from '../../src/server/testing/pglite-data-dir.ts'
import { versionContent } from '../../src/server/testing/review-test-kit.ts'
import { signUpAndConfirm } from './fixtures/member.ts'
import {
  applyAsCreator,
  approveApplication,
  submitNewTemplate,
  submitStudioChange,
} from './fixtures/creator.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

// Journey of issue 23 (review): a creator's template waits for review (written and submitted through the studio's
// API; the studio's editor has its own journey); the admin rejects it with a reason, the creator's fix is
// submitted again, the admin approves it, and it is found in search and on the creator page. The journey runs a
// server of its own, because it counts the whole review queue ("Nothing is waiting for review"), which the other
// journeys' creators fill on the shared server. SHOTS=dir saves screenshots of the queue and the review page.
const shot = (page: Page, name: string, project: string) =>
  process.env.SHOTS
    ? page.screenshot({
        path: `${process.env.SHOTS}/${name}-${project}.png`,
        fullPage: name === 'review-page-full',
      })
    : null

test.describe('admin review @phone', () => {
  test('reject with a reason, approve the fix, then it is in search and on the creator page', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(300_000)
    const stamp = `${Date.now().toString(36)}${info.project.name.slice(0, 1)}`
    // A copy of an empty cluster made once per worker: PGlite's initdb costs about 10 s of CPU.
    const dataDir = await pgliteDataDir('promptmarket-review-e2e-')
    const outbox = join(dataDir, 'outbox')
    const adminEmail = `admin-${stamp}@e2e.promptmarket.test`
    const creatorEmail = `creator-${stamp}@example.com`
    const handle = `trail-${stamp}`
    const name = `Trail Snack Planner ${stamp}`
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const url = (path: string) => `${base}${path}`
    let server: ServerChild | undefined

    try {
      server = await startServerChild({
        port,
        env: {
          DATA_DIR: dataDir,
          WEB_DIST: process.env.TEST_WEB_DIST ?? join(process.env.E2E_DATA_DIR!, 'dist'),
          NODE_ENV: 'test',
          ADMIN_EMAILS: adminEmail,
          AUTH_LIMIT_SCALE: '100',
        },
        timeoutMs: 120_000,
      })
      // The admin (this page's context) and an approved creator (the request client), signed up by mail.
      await signUpAndConfirm(page.request, { email: adminEmail, name: 'Review Admin', base, outbox })
      await signUpAndConfirm(request, { email: creatorEmail, name: 'Tess Trail', base, outbox })
      await applyAsCreator(request, { handle, displayName: 'Tess Trail Prompts' }, base)
      await approveApplication(page.request, handle, base)
      // Their first template, sent to review. It promises what we do not sell, so the word check flags it; the
      // description is copied from a launch template, so the near-duplicates list it.
      const content = versionContent({
        name,
        description:
          'Find a safe daily calorie target with the maths shown, then get a simple snack plan built around the food you already eat.',
        category: 'health',
        tier: 'daily',
        masterPrompt:
          'Plan my hiking snacks for the walk I describe. Promise guaranteed weight loss on every hike.',
      })
      const templateId = await submitNewTemplate(request, content, base)

      // The queue lists the new template; the review page shows it as buyers would and flags the guarantee.
      await page.goto(url('/admin/reviews'))
      await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible()
      const item = page.getByTestId('review-item').filter({ hasText: name })
      await expect(item).toContainText('New template')
      await expect(item).toContainText('Tess Trail Prompts')
      await shot(page, 'review-queue', info.project.name)
      await item.getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`^${base}/admin/reviews/[^/?]+$`))
      const versionId = new URL(page.url()).pathname.split('/').pop()!
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
      const words = page.getByTestId('check-words')
      await expect(words).toContainText('Medical or financial guarantees · in Master prompt')
      await expect(words.locator('mark')).toHaveText('guaranteed weight loss')
      await expect(page.getByTestId('check-lint')).toContainText('All clear')
      const duplicate = page
        .getByTestId('check-duplicates')
        .getByRole('link', { name: /Daily Calorie Deficit Guide/ })
      await expect(duplicate).toHaveAttribute('href', '/prompts/daily-calorie-deficit-guide')
      await expect(page.getByTestId('check-duplicates')).toContainText(/description \d+%/)
      await expect(page.getByTestId('review-buyer-view')).toContainText('2 credits or $7.99 AUD')
      await expect(page.getByTestId('review-master-prompt')).toContainText('Plan my hiking snacks')
      await shot(page, 'review-page', info.project.name)
      await shot(page, 'review-page-full', info.project.name)
      await expectNoSeriousA11yIssues(page)

      // Reject: the reasons are required.
      await page.getByRole('button', { name: 'Reject' }).click()
      const rejectDialog = page.getByRole('dialog', { name: `Reject ${name}?` })
      await rejectDialog.getByRole('button', { name: 'Reject with these reasons' }).click()
      await expect(rejectDialog.getByText('Please tell the creator what to fix')).toBeVisible()
      const reasons =
        'Please remove the weight-loss promise (we do not sell guarantees) and write your own description.'
      await rejectDialog.getByLabel('What should the creator fix? (required)').fill(reasons)
      await shot(page, 'review-reject', info.project.name)
      await rejectDialog.getByRole('button', { name: 'Reject with these reasons' }).click()
      await expect(page.getByText(`Rejected ${name}`)).toBeVisible()
      await expect(page).toHaveURL(url('/admin/reviews'))
      await expect(page.getByText('Nothing is waiting for review.')).toBeVisible()

      // The creator was e-mailed the reasons (the server's outbox, no SMTP in this run).
      await expect
        .poll(() =>
          readdirSync(outbox)
            .filter((f) => f.includes(creatorEmail.replace(/[^a-z0-9@.-]/gi, '_')))
            .map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
            .join('\n'),
        )
        .toContain('Please remove the weight-loss promise')

      // The creator fixes it and submits again.
      await submitStudioChange(
        request,
        templateId,
        {
          content: {
            ...content,
            description: 'Snacks for a day hike, planned around distance, heat and dietary needs.',
            masterPrompt: 'Plan my hiking snacks for the walk I describe, with quantities per person.',
          },
        },
        base,
      )

      // Approve: a confirmation, then a toast; the queue is empty again.
      await page.goto(url(`/admin/reviews/${versionId}`))
      await expect(page.getByTestId('check-words')).toContainText('All clear')
      await expect(page.getByTestId('check-duplicates')).toContainText('All clear')
      await page.getByRole('button', { name: 'Approve and publish' }).click()
      const approveDialog = page.getByRole('dialog', { name: `Publish ${name}?` })
      await expect(approveDialog).toContainText('2 credits or $7.99 AUD')
      await approveDialog.getByRole('button', { name: 'Publish' }).click()
      await expect(page.getByText(`Published ${name}`)).toBeVisible()
      await expect(page).toHaveURL(url('/admin/reviews'))
      await expect(page.getByText('Nothing is waiting for review.')).toBeVisible()

      // Shoppers find it: in search, and on the creator's page.
      await page.goto(url('/browse'))
      await page.getByRole('button', { name: 'Regular search' }).click()
      await page.getByLabel('Search prompts by name or description').fill('Trail Snack')
      const results = page.getByTestId('search-results').getByRole('listitem')
      await expect(results).toHaveCount(1)
      await expect(results.first()).toContainText(name)
      await page.goto(url(`/creators/${handle}`))
      await expect(page.getByRole('heading', { level: 1, name: 'Tess Trail Prompts' })).toBeVisible()
      await expect(page.getByText(name)).toBeVisible()

      // Suspending the creator (Creators tab, a reason required) takes the template out of the store; lifting it
      // brings it back.
      await page.goto(url('/admin/creators?status=approved'))
      const card = page.locator(`[data-testid="creator-application"][data-handle="${handle}"]`)
      await card.getByRole('button', { name: 'Suspend', exact: true }).click()
      const suspendDialog = page.getByRole('dialog', { name: `Suspend @${handle}?` })
      await suspendDialog.getByRole('button', { name: `Suspend @${handle}` }).click()
      await expect(suspendDialog.getByText('Please give a reason of at least 5 characters')).toBeVisible()
      await suspendDialog
        .getByLabel('Reason (kept in the audit log; required)')
        .fill('Journey check of suspension.')
      await shot(page, 'creator-suspend', info.project.name)
      await suspendDialog.getByRole('button', { name: `Suspend @${handle}` }).click()
      await expect(page.getByText(`Suspended @${handle}`)).toBeVisible()
      await expect(page.getByText('1 template left the store.')).toBeVisible()
      await page.goto(url(`/creators/${handle}`))
      await expect(page.getByRole('heading', { level: 1, name: 'Creator not found' })).toBeVisible()
      await page.goto(url('/admin/creators?status=suspended'))
      await expect(card).toContainText('Suspended because: Journey check of suspension.')
      await card.getByRole('button', { name: 'Lift suspension' }).click()
      await page
        .getByRole('dialog', { name: `Lift the suspension of @${handle}?` })
        .getByRole('button', { name: 'Lift suspension' })
        .click()
      await expect(page.getByText(`Lifted the suspension of @${handle}`)).toBeVisible()
      await page.goto(url(`/creators/${handle}`))
      await expect(page.getByText(name)).toBeVisible()
    } finally {
      await server?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
