import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { buyCreditsViaApi, signUpMember } from './fixtures/member.ts'
import { mailsTo } from './accounts-mail-capture.ts'

// Journey of issue 12: A shares a saved customisation with B; B finds it under 'Shared with me', saves a copy
// and opens it in an AI model (the new tab's address carries the prompt); A revokes and B no longer sees it;
// a share link works until A revokes it.

const promptId = 'daily-focus-planner'
const title = 'Team focus plan'
const generatedPrompt = 'Act as my friendly coach. Plan my day & protect 2 hours of deep work: 100% focus?'

/** The machine has no internet: every non-local request (the AI apps' pages) gets a tiny local page. */
async function stubOutside(context: BrowserContext) {
  const opened: string[] = []
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    opened.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' })
  })
  return opened
}

/** A's customisation, made through the API: credits, the purchase, then the save. */
async function givenSavedCustomization(page: Page, prompt = generatedPrompt) {
  await buyCreditsViaApi(page, 'starter')
  const bought = await page.request.post('/api/functions/purchase-prompt', {
    data: { promptId, method: 'credits' },
  })
  expect(bought.status(), await bought.text()).toBe(200)
  const saved = await page.request.post('/api/customizations', {
    data: {
      promptId,
      customizationData: {
        baseCustomization: {
          toneOfVoice: 'friendly',
          aiRole: 'coach',
          outputFormat: 'stepbystep',
          culturalContext: 'au',
        },
        promptAnswers: { tasks: 'Quarterly report' },
      },
      generatedPrompt: prompt,
      title,
      summary: 'For the whole team',
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
}

test.describe('Sharing a customisation', () => {
  test('A shares with B, B saves a copy and opens it in a model; revoking works at once, links too', async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const contextA = await browser.newContext()
    const contextB = await browser.newContext()
    const a = await contextA.newPage()
    const b = await contextB.newPage()
    await stubOutside(contextA)
    const openedByB = await stubOutside(contextB)

    await signUpMember(a, { name: 'Alex Owner' })
    const { email: emailB } = await signUpMember(b, { name: 'Blair Teammate' })
    await givenSavedCustomization(a)

    // A shares from My Library; A owns the prompt, so A's own customisation can be edited.
    await a.goto('/dashboard')
    const row = a.getByTestId('saved-customization').filter({ hasText: title })
    await expect(row.getByRole('button', { name: `Edit ${title}` })).toBeVisible()
    await expect(row.getByTestId('read-only-note')).toHaveCount(0)
    // Opened by a click that does not focus the button, as in Safari: focus still comes back to it on close.
    const shareButton = row.getByRole('button', { name: `Share ${title}` })
    const shareDialog = a.getByRole('dialog', { name: `Share “${title}”` })
    await expect(async () => {
      await shareButton.dispatchEvent('click')
      await expect(shareDialog).toBeVisible({ timeout: 1_000 })
    }).toPass()
    await expect(shareDialog.getByText('Only you can see this customization.')).toBeVisible()
    await shareDialog.getByLabel('E-mail address').fill(emailB)
    await shareDialog.getByRole('button', { name: 'Share', exact: true }).click()
    await expect(a.getByText(`Shared with ${emailB}`)).toBeVisible()
    await expect(shareDialog.getByTestId('share-access')).toContainText(emailB)
    await expect
      .poll(() => mailsTo(emailB).map((m) => m.subject))
      .toContain(`Alex Owner shared a prompt with you: ${title}`)
    await a.keyboard.press('Escape')
    await expect(shareDialog).toBeHidden()
    await expect(shareButton).toBeFocused()

    // B finds it under 'Shared with me', read-only, and saves a copy of their own.
    await b.goto('/dashboard')
    const sharedSection = b.getByRole('region', { name: 'Shared with me' })
    const sharedItem = sharedSection.getByTestId('shared-with-me').filter({ hasText: title })
    await expect(sharedItem).toContainText('Shared by Alex Owner')
    await sharedItem.getByRole('button', { name: `Save a copy of ${title}` }).click()
    await expect(b.getByText('Saved!')).toBeVisible()
    const copyRow = b.getByRole('region', { name: 'Saved customizations' }).getByTestId('saved-customization')
    await expect(copyRow).toContainText(title)
    // B does not own the prompt: the copy is read-only (no Edit), with the way to the prompt's page.
    await expect(copyRow.getByTestId('read-only-note')).toContainText(
      'Read-only copy: editing needs the prompt.',
    )
    await expect(copyRow.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0)
    await expect(copyRow.getByRole('button', { name: `Use ${title}` })).toBeVisible()
    await expect(copyRow.getByRole('link', { name: 'View Daily Focus Planner' })).toHaveAttribute(
      'href',
      `/prompt/${promptId}`,
    )

    // B views it and opens it in ChatGPT: the new tab's address carries the prompt.
    await sharedItem.getByRole('button', { name: `View ${title}` }).click()
    const view = b.getByRole('dialog', { name: title })
    await expect(view.getByTestId('prompt-panel-text')).toHaveText(generatedPrompt)
    const popupPromise = b.waitForEvent('popup')
    await view.getByTestId('open-in-chatgpt').click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    const opened = new URL(popup.url())
    expect(opened.origin).toBe('https://chatgpt.com')
    expect(opened.searchParams.get('q')).toBe(generatedPrompt)
    expect(openedByB.some((u) => new URL(u).searchParams.get('q') === generatedPrompt)).toBe(true)
    await popup.close()
    await b.keyboard.press('Escape')

    // A revokes; B no longer sees it (their saved copy stays theirs).
    await shareButton.click()
    await shareDialog.getByRole('button', { name: `Revoke access for ${emailB}` }).click()
    await expect(a.getByText('Access revoked')).toBeVisible()
    await expect(shareDialog.getByText('Only you can see this customization.')).toBeVisible()
    await b.reload()
    await expect(b.getByRole('region', { name: 'Shared with me' })).toContainText(
      'Nothing has been shared with you yet.',
    )
    await expect(b.getByTestId('shared-with-me')).toHaveCount(0)
    await expect(b.getByTestId('saved-customization').filter({ hasText: title })).toBeVisible()

    // A share link works for any signed-in member until A revokes it.
    await shareDialog.getByLabel('Link expires').selectOption('7')
    await shareDialog.getByRole('button', { name: 'Create link' }).click()
    const linkInput = shareDialog.getByTestId('new-share-link')
    await expect(linkInput).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/)
    const link = await linkInput.inputValue()
    await expect(shareDialog.getByTestId('share-links')).toContainText('Expires')

    await b.goto(link)
    await expect(b.getByRole('heading', { name: title })).toBeVisible()
    await expect(b.getByText('Shared by Alex Owner')).toBeVisible()
    await expect(b.getByTestId('prompt-panel-text')).toHaveText(generatedPrompt)

    await shareDialog.getByRole('button', { name: /^Revoke link created/ }).click()
    await expect(a.getByText('Link revoked')).toBeVisible()
    await expect(linkInput).toHaveCount(0)
    await b.reload()
    await expect(b.getByRole('heading', { name: 'This link has been revoked' })).toBeVisible()
    await expect(b.getByText('This share link has been revoked by its owner.')).toBeVisible()
    await expect(b.getByTestId('prompt-panel-text')).toHaveCount(0)

    await contextA.close()
    await contextB.close()
  })

  test.describe('a prompt too long for an address @phone', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

    test('is copied, and the app opens at its home page', async ({ page, context }) => {
      test.setTimeout(120_000)
      await stubOutside(context)
      await signUpMember(page, { name: 'Long Writer' })
      const longPrompt = `${'Plan my week with care & detail. '.repeat(300)}END`
      await givenSavedCustomization(page, longPrompt)
      await page.goto('/dashboard')
      await page.getByRole('button', { name: `Use ${title}` }).click()
      const dialog = page.getByRole('dialog', { name: title })
      const popupPromise = page.waitForEvent('popup')
      await dialog.getByTestId('open-in-claude').click()
      const popup = await popupPromise
      await popup.waitForLoadState()
      expect(popup.url()).toBe('https://claude.ai/new')
      await expect(page.getByText('Copied!')).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(longPrompt)
    })
  })
})
