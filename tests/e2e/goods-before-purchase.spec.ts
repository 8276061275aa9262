import { expect, test } from '@playwright/test'
import { signInAdmin } from './fixtures/admin.ts'
import { appReady } from './fixtures/in-app.ts'

// Issue 19, decision 0026: a visitor judges a prompt before paying (its questions, a preview of the generated prompt
// for a sample persona, published sample outputs with their provenance) and never receives the paid master prompt.

// Sentences from the body of the Japan Planner's master prompt (after its first sentence): paid text.
const paidSentences = [
  'Japan is easy to travel but easy to over-schedule',
  'Let hard constraints (trip length, mobility, diet, budget, tattoos, children) override wish lists',
]

test.describe('judged before purchase @phone', () => {
  test('a visitor sees every question and the prompt preview, and no paid text reaches the browser', async ({
    page,
  }) => {
    const bodies: string[] = []
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'fetch' || res.url().includes('/prompts/'))
        bodies.push(await res.text().catch(() => ''))
    })
    await page.goto('/prompts/japan-planner')
    await appReady(page)
    await expect(page.getByRole('heading', { level: 2, name: "The Questions You'll Answer" })).toBeVisible()
    const questions = page.getByTestId('question-list').locator('li')
    const total = await questions.count()
    expect(total).toBeGreaterThan(10)
    await expect(questions.nth(total - 1)).toBeHidden()
    await page.getByRole('button', { name: `Show all ${total} questions` }).click()
    await expect(questions.nth(total - 1)).toBeVisible()
    await expect(questions.first()).toContainText(/Pick one|Pick any|Short answer|Long answer/)

    const preview = page.getByTestId('prompt-preview')
    await preview.scrollIntoViewIfNeeded()
    await expect(preview).toContainText(
      'Act as my travel planner for Japan and speak to me in a friendly tone.',
    )
    await expect(preview).toContainText('Build a complete Japan trip plan for me, from the details below.')
    await expect(preview).toContainText(/[\d,]+ more words of expert instructions, unlocked when you buy/)
    await expect(preview).toContainText('MY PERSONALIZED INFORMATION')
    await page.screenshot({ path: test.info().outputPath('preview.png'), fullPage: true })

    const html = await page.content()
    for (const sentence of paidSentences) {
      expect(html).not.toContain(sentence)
      for (const body of bodies) expect(body).not.toContain(sentence)
    }
    expect(bodies.length).toBeGreaterThan(0)
    // The rings are facts only: no invented percentage.
    await expect(page.getByTestId('stat-ring')).toHaveCount(2)
  })

  test('an admin attaches a sample output, publishes it, and the detail page shows it with its provenance', async ({
    browser,
    page,
  }, info) => {
    test.setTimeout(120_000)
    const model = `Claude Sonnet 4.5 (${info.project.name} ${Date.now().toString(36)})`
    const admin = await signInAdmin(browser, info.project.use)
    await admin.goto('/admin/templates/email-polisher')
    await expect(admin.getByRole('heading', { name: 'Sample outputs' })).toBeVisible({ timeout: 30_000 })
    // The sample prompt to give the model is the whole prompt, for admins only.
    await admin.getByText('The sample prompt to give the model').click()
    await expect(admin.getByText(/Rewrite the draft email below/).first()).toBeVisible()

    // Nothing is attached without the model's name and the date.
    await admin.getByRole('button', { name: 'Attach as draft' }).click()
    await expect(admin.getByText('Enter the name of the AI model')).toBeVisible()
    await expect(admin.getByText('Enter the date the model gave this answer')).toBeVisible()

    await admin.getByLabel('AI model').fill(model)
    await admin.getByLabel('Date of the answer').fill('2026-03-04')
    await admin
      .getByLabel("The model's answer")
      .fill(
        '## Polished email\n\nHi Sam, a quick reminder about invoice **#1042**.\n\n<script>window.pwned = 1</script><img src="https://example.com/pixel.png" alt="pixel">',
      )
    await admin.getByRole('button', { name: 'Attach as draft' }).click()
    await expect(admin.getByText('Sample output attached')).toBeVisible()
    const row = admin.getByTestId('admin-sample-output').filter({ hasText: model })
    await expect(row.getByText('draft')).toBeVisible()

    // A draft is not shown on the detail page.
    await page.goto('/prompt/email-polisher')
    await appReady(page)
    await expect(page.getByRole('heading', { level: 2, name: "The Questions You'll Answer" })).toBeVisible()
    await expect(page.getByText(`Answer by ${model}`)).toHaveCount(0)

    await row.getByRole('button', { name: 'Publish' }).click()
    await expect(row.getByText('published')).toBeVisible()
    await admin.screenshot({ path: info.outputPath('admin-samples.png'), fullPage: true })

    await page.reload()
    await appReady(page)
    const card = page.getByTestId('sample-outputs').getByRole('listitem').filter({ hasText: model })
    await expect(card.getByText(`Answer by ${model}`)).toBeVisible()
    await expect(card.getByText('given on 4 March 2026')).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Polished email' })).toBeVisible()
    await expect(card.locator('strong', { hasText: '#1042' })).toBeVisible()
    // Model text is never HTML: no script, no image.
    await expect(card.locator('script, img')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: info.outputPath('detail-samples.png'), fullPage: true })
    await admin.context().close()
  })
})
