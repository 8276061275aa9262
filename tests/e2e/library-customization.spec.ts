import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { uniquePhone } from './fixtures/member.ts'

// Journey of issue 7: buy a prompt, customise it through the four steps, generate, copy, save, edit and save
// again, restore the first version, export the PDF, reload mid-way and get the work back, rate the prompt.

const password = 'Str0ng!Passw0rd'
const promptId = 'daily-focus-planner'
const promptName = 'Daily Focus Planner'

/** A confirmed member, signed in (confirming may sign in already; otherwise through the login page). */
async function signUpAndSignIn(page: Page) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const email = `journey-${stamp}@example.com`
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Journey Member',
      email,
      password,
      phoneNumber: uniquePhone(),
    },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
  await page.goto(await confirmationLink(email))
  await page.goto('/login')
  const library = page.getByRole('heading', { name: 'My Library' })
  await expect(library.or(page.getByLabel('Email'))).toBeVisible()
  if (!(await library.isVisible())) {
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
  }
  await expect(page).toHaveURL(/\/dashboard$/)
  return email
}

/** The confirmation link from the local outbox (the server's mail in test runs). */
async function confirmationLink(email: string) {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox')
  let link: string | undefined
  await expect
    .poll(() => {
      const files = readdirSync(outbox).filter((f) => f.includes(email.replace(/[^a-z0-9@.-]/gi, '_')))
      const text = files.map((f) => readFileSync(join(outbox, f), 'utf8')).join('\n')
      // The .eml is quoted-printable: join soft line breaks and decode =XX.
      const plain = text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)))
      link = plain.match(/https?:\/\/\S+verify-email\S+/)?.[0]
      return link
    })
    .toBeTruthy()
  return link!
}

/** Credits the real way: the Starter package (2 credits) through the local test checkout. */
async function buyStarterCredits(page: Page) {
  const start = await page.request.post('/api/functions/create-payment', { data: { packageId: 'starter' } })
  expect(start.status(), await start.text()).toBe(200)
  const { sessionId } = (await start.json()) as { sessionId: string }
  const pay = await page.request.post(`/api/payments/local/${sessionId}/pay`)
  expect(pay.status(), await pay.text()).toBe(200)
}

/** Buys the prompt (Daily: 2 credits) from its detail page through the purchase dialog. */
async function buyPrompt(page: Page) {
  await buyStarterCredits(page)
  await page.goto(`/prompt/${promptId}`)
  await page.getByRole('button', { name: 'Get This Prompt' }).first().click()
  await page
    .getByRole('dialog', { name: `Get ${promptName}` })
    .getByRole('button', { name: 'Use 2 credits' })
    .click()
  await expect(page.getByText('Purchase successful!')).toBeVisible()
  await page.getByRole('link', { name: 'View Prompt' }).first().click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

test.describe('My Library and the customisation wizard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('buy, customise in four steps, save versions, export, restore work, rate', async ({ page }) => {
    test.setTimeout(180_000)
    await signUpAndSignIn(page)
    await expect(page.getByText("You haven't purchased any prompts yet.")).toBeVisible()

    await buyPrompt(page)
    const item = page.getByTestId('library-item').filter({ hasText: promptName })
    await expect(item).toBeVisible()
    await expect(page.getByTestId('library-prompt-count')).toHaveText('1')
    await expect(page.getByTestId('library-category-count')).toHaveText('1')

    // Step 1: pre-selected prompt, Continue disabled until tone and format are chosen (the country starts at
    // Australia); pronouns are a free, optional field.
    await item.getByRole('button', { name: /Customize/ }).click()
    await expect(page).toHaveURL(/\/customization$/)
    await expect(page.getByRole('heading', { name: 'Base AI Preferences' })).toBeVisible()
    const continueButton = page.getByRole('button', { name: 'Continue' })
    await expect(continueButton).toBeDisabled()
    await expect(page.getByRole('radio', { name: 'Australia (AUD)' })).toBeChecked()
    await expect(page.getByText('AI role', { exact: true })).toHaveCount(0)
    await page.getByText('Friendly', { exact: true }).click()
    await expect(continueButton).toBeDisabled()
    await page.getByText('Step by step', { exact: true }).click()
    await page.getByLabel(/What should the AI call you/).fill('Robin')
    await expect(page.getByLabel(/Your pronouns/)).toHaveValue('')
    await expect(page.getByLabel(/Your pronouns/)).toBeEditable()
    await expect(continueButton).toBeEnabled()
    await continueButton.click()

    // Step 2: the pre-selected prompt is chosen; Back goes to step 1 and forward again.
    await expect(page.getByRole('heading', { name: 'Select Prompt' })).toBeVisible()
    await expect(page.getByRole('radio', { name: new RegExp(promptName) })).toBeChecked()
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Base AI Preferences' })).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Customize Prompt' }).click()

    // Step 3: every widget, including a custom option (trimmed, no duplicates).
    await expect(page.getByRole('heading', { name: 'Prompt Customisation' })).toBeVisible()
    await page
      .getByLabel(/List everything you want or need to do today/)
      .fill('Finish the quarterly report (2 hrs)')
    await page.getByLabel(/What time does your day start/).fill('8am to 5pm')
    await page.getByRole('radio', { name: 'Normal' }).check()
    await page.getByLabel('When do you usually focus best?').selectOption('Late morning')
    await page.getByRole('checkbox', { name: 'Hardest task first' }).check()
    const custom = page.getByRole('textbox', { name: /Add your own option/ })
    await custom.fill('  Standing desk  ')
    await custom.press('Enter')
    await expect(page.getByRole('checkbox', { name: 'Standing desk' })).toBeChecked()
    await custom.fill('standing desk')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByRole('checkbox', { name: /standing desk/i })).toHaveCount(1)

    // Auto-save, then a reload mid-way brings the work back.
    const indicator = page.getByTestId('auto-save-indicator')
    await expect(indicator).toHaveText('Unsaved changes')
    await expect(indicator).toHaveText(/Auto-saved 0m ago/, { timeout: 8_000 })
    await page.reload()
    await expect(page.getByText('Work restored')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Prompt Customisation' })).toBeVisible()
    await expect(page.getByLabel(/What time does your day start/)).toHaveValue('8am to 5pm')
    await expect(page.getByRole('checkbox', { name: 'Standing desk' })).toBeChecked()

    // Step 4: generate, copy.
    await page.getByRole('button', { name: 'Generate Prompt' }).click()
    const generated = page.getByTestId('generated-prompt')
    await expect(generated).toContainText('Act as my productivity coach and speak to me in a friendly tone.')
    await expect(generated).toContainText('Address me as Robin.')
    await expect(generated).not.toContainText('pronouns')
    // The focus planner declares no country or browsing line.
    await expect(generated).not.toContainText('AUD')
    await expect(generated).not.toContainText('search the internet')
    await expect(generated).toContainText('MY PERSONALIZED INFORMATION')
    await expect(generated).toContainText('Hardest task first, Standing desk')
    await page.getByRole('button', { name: 'Copy' }).click()
    await expect(page.getByText('Copied!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Finish the quarterly report')

    // Save: a title is required.
    await page.getByRole('button', { name: 'Save Customization' }).click()
    await expect(page.getByText('Title required')).toBeVisible()
    await expect(page.getByText('Please enter a title for your customization')).toBeVisible()
    await page.getByLabel('Title').fill('My workday plan')
    await page.getByRole('button', { name: 'Save Customization' }).click()
    await expect(page.getByText('Saved!')).toBeVisible()

    // Edit and save again: the first version is kept.
    await page.getByRole('button', { name: 'Back to Edit' }).click()
    await page.getByLabel(/What time does your day start/).fill('10am to 7pm')
    await page.getByRole('button', { name: 'Generate Prompt' }).click()
    await expect(generated).toContainText('10am to 7pm')
    await page.getByLabel('Title').fill('My late workday plan')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Saved!').first()).toBeVisible()
    await expect(page.getByText('Version 2', { exact: true })).toBeVisible()

    // Restore the first version.
    await page.getByRole('button', { name: 'Version history' }).click()
    const dialog = page.getByRole('dialog', { name: 'Version history' })
    await expect(dialog.getByTestId('customization-version')).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Restore version 1' }).click()
    await expect(page.getByText('Version 1 restored')).toBeVisible()
    await expect(generated).toContainText('8am to 5pm')
    await expect(page.getByLabel('Title')).toHaveValue('My workday plan')

    // Export the PDF: a real PDF with the title in it.
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export PDF' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe('My workday plan.pdf')
    const pdf = readFileSync(await download.path()).toString('latin1')
    expect(pdf.startsWith('%PDF')).toBe(true)
    expect(pdf).toContain('(My workday plan)')

    // Back in the library: the saved customisation, editable, with its versions.
    await page.getByRole('button', { name: 'Go to Library' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const saved = page.getByTestId('saved-customization').filter({ hasText: 'My workday plan' })
    await expect(saved).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('customization_autosave'))).toBeNull()
    await saved.getByRole('button', { name: /Edit/ }).click()
    await expect(page.getByRole('heading', { name: 'Prompt Customisation' })).toBeVisible()
    await expect(page.getByLabel(/What time does your day start/)).toHaveValue('8am to 5pm')
    await page.getByRole('button', { name: 'Back to Library' }).click()

    // Rate it, and see the real rating on the detail page.
    await page
      .getByTestId('library-item')
      .filter({ hasText: promptName })
      .getByRole('button', { name: /Rate/ })
      .click()
    const rate = page.getByRole('dialog', { name: 'Rate this prompt' })
    await rate.getByRole('radio', { name: '4 stars' }).click()
    await rate.getByLabel('Review (optional)').fill('Made my mornings calmer.')
    await rate.getByRole('button', { name: 'Save rating' }).click()
    await expect(page.getByText('Rating saved')).toBeVisible()
    await page.goto(`/prompt/${promptId}`)
    await expect(page.getByText('4.0').first()).toBeVisible()
    await expect(page.getByText('(1 review)').first()).toBeVisible()
  })

  test('edge cases: guards, previous entry, no questions, failed refresh, live update, delete @phone', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await signUpAndSignIn(page)
    await buyPrompt(page)

    // Opened without navigation state: step 1, nothing chosen yet; then 'Customize Prompt' needs a choice.
    await page.goto('/customization')
    await expect(page.getByRole('heading', { name: 'Base AI Preferences' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled()
    for (const label of ['Direct', 'Summary', 'International (no country or currency)'])
      await page.getByText(label, { exact: true }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    const customize = page.getByRole('button', { name: 'Customize Prompt' })
    await expect(customize).toBeDisabled()
    await page.getByText(promptName).click()
    await expect(customize).toBeEnabled()
    await customize.click()
    await page.getByLabel(/List everything you want or need to do today/).fill('Inbox zero (1 hr)')
    await page.getByLabel(/What time does your day start/).fill('7am to 3pm')
    await page.getByRole('button', { name: 'Generate Prompt' }).click()
    await page.getByLabel('Title').fill('Early shift')
    await page.getByRole('button', { name: 'Save Customization' }).click()
    await expect(page.getByText('Saved!')).toBeVisible()
    await page.getByRole('button', { name: 'Go to Library' }).click()

    // From the library again: saved preferences are filled in, and the earlier entry can be loaded.
    await page
      .getByTestId('library-item')
      .getByRole('button', { name: /Customize/ })
      .click()
    await expect(page.getByRole('heading', { name: 'Base AI Preferences' })).toBeVisible()
    // A template update, as the tab's /api/events connection hands it on, reaches the open wizard.
    await page.evaluate((templateId) => {
      const detail = { type: 'template-updated', data: { templateId } }
      window.dispatchEvent(new CustomEvent('pm:realtime', { detail }))
    }, promptId)
    await expect(page.getByText('Template Updated')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Customize Prompt' }).click()
    const previous = page.getByRole('switch', { name: 'Load Previous Entry' })
    await expect(previous).not.toBeChecked()
    await expect(page.getByLabel(/What time does your day start/)).toHaveValue('')
    await previous.click()
    await expect(page.getByLabel(/What time does your day start/)).toHaveValue('7am to 3pm')
    await previous.click()
    await expect(page.getByLabel(/What time does your day start/)).toHaveValue('')

    // A template without questions can still be generated.
    await page.route(`**/api/templates/${promptId}/content`, async (route) => {
      const res = await route.fetch()
      route.fulfill({ response: res, json: { ...(await res.json()), questions: [] } })
    })
    await page.getByRole('button', { name: 'Refresh Templates' }).click()
    await expect(page.getByText('No customization questions available for this prompt.')).toBeVisible()
    await page.getByRole('button', { name: 'Generate Prompt' }).click()
    await expect(page.getByTestId('generated-prompt')).toContainText('Turn my task list')
    await expect(page.getByTestId('generated-prompt')).not.toContainText('MY PERSONALIZED INFORMATION')

    // Generation aborts when the latest template cannot be fetched.
    await page.getByRole('button', { name: 'Back to Edit' }).click()
    await page.unroute(`**/api/templates/${promptId}/content`)
    await page.route(`**/api/templates/${promptId}/content`, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Down' } } }),
    )
    await page.getByRole('button', { name: 'Generate Prompt' }).click()
    await expect(page.getByText('Error: Failed to fetch latest prompt template')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Prompt Customisation' })).toBeVisible()
    await page.unroute(`**/api/templates/${promptId}/content`)

    // Delete asks first.
    await page.getByRole('button', { name: 'Back to Library' }).click()
    const saved = page.getByTestId('saved-customization').filter({ hasText: 'Early shift' })
    await saved.getByRole('button', { name: /Delete/ }).click()
    const confirm = page.getByRole('dialog')
    await expect(confirm.getByText('Are you sure you want to delete this customization?')).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(saved).toHaveCount(0)
  })
})
