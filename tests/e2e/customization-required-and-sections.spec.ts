import { expect, test, type Page } from '@playwright/test'
import { buyCreditsViaApi, signUpMember } from './fixtures/member.ts'

// Issue 19: Generate waits for a template's required questions, with a list of what is missing that jumps to
// each; the questionnaire is shown in the template's sections, one section per screen on a phone.

async function ownAndOpen(page: Page, { promptId, name }: { promptId: string; name: string }) {
  await signUpMember(page)
  await buyCreditsViaApi(page, promptId === 'email-polisher' ? 'starter' : 'explorer')
  const buy = await page.request.post('/api/functions/purchase-prompt', {
    data: { promptId, method: 'credits' },
  })
  expect(buy.status(), await buy.text()).toBe(200)
  await page.goto('/dashboard')
  await page
    .getByTestId('library-item')
    .filter({ hasText: name })
    .getByRole('button', { name: /Customize/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Base AI Preferences' })).toBeVisible()
  await page.getByText('Friendly', { exact: true }).click()
  await page.getByText('Structured', { exact: true }).click()
  await page.getByLabel(/Your pronouns/).fill('she/her')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Customize Prompt' }).click()
  await expect(page.getByRole('heading', { name: 'Prompt Customisation' })).toBeVisible()
}

test('Generate waits for the required questions; the missing list jumps to each @phone', async ({ page }) => {
  test.setTimeout(240_000)
  await ownAndOpen(page, { promptId: 'email-polisher', name: 'Email Polisher' })

  const generate = page.getByRole('button', { name: 'Generate Prompt' })
  const missing = page.getByRole('list', { name: 'Required questions still to answer' })
  await expect(generate).toBeDisabled()
  await expect(page.getByText('Answer 2 required questions to generate your prompt:')).toBeVisible()
  await expect(missing.getByRole('button')).toHaveText([
    '1. Paste your draft email.',
    '2. What do you want this email to achieve?',
  ])

  // Each entry puts the cursor in its question.
  await missing.getByRole('button', { name: /What do you want this email to achieve/ }).click()
  const goal = page.getByLabel(/What do you want this email to achieve/)
  await expect(goal).toBeFocused()
  await goal.fill('Get invoice #1042 paid by Friday')
  await expect(missing.getByRole('button')).toHaveText(['1. Paste your draft email.'])
  await expect(generate).toBeDisabled()
  await missing.getByRole('button', { name: /Paste your draft email/ }).click()
  const draft = page.getByLabel(/Paste your draft email/)
  await expect(draft).toBeFocused()
  // Blank text does not count as an answer.
  await draft.fill('   ')
  await expect(generate).toBeDisabled()
  await draft.fill('Hi Sam, still waiting on the March invoice. Can you pay it?')
  await expect(missing).toHaveCount(0)
  await expect(generate).toBeEnabled()

  await generate.click()
  const prompt = page.getByTestId('generated-prompt')
  await expect(prompt).toContainText('Act as my expert email editor and speak to me in a friendly tone.')
  await expect(prompt).toContainText('Use she/her pronouns when you refer to me.')
  await expect(prompt).toContainText(
    '**What do you want this email to achieve?**: Get invoice #1042 paid by Friday',
  )
  // Optional questions left unanswered are not sent blank; lines this template does not declare are absent.
  await expect(prompt).not.toContainText('Who is the reader?')
  await expect(prompt).not.toContainText('AUD')
  await expect(prompt).not.toContainText('search the internet')
  // The pronouns were saved with the preferences, as the member typed them.
  const saved = await page.request.get('/api/preferences')
  expect((await saved.json()).preferences).toMatchObject({
    userIdentityPronouns: 'she/her',
    culturalContext: 'au',
  })
})

test('the questionnaire in its sections: one per screen on a phone, answers kept moving between them @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  await ownAndOpen(page, {
    promptId: 'hyper-personalised-gym-match-plan-supplements',
    name: 'Gym 101',
  })
  const nav = page.getByRole('navigation', { name: 'Question sections' })
  await expect(nav.getByRole('button')).toHaveCount(5)
  const heading = (name: string) => page.getByRole('heading', { name, exact: true })
  await expect(heading('About you')).toBeVisible()
  await expect(page.getByText('Section 1 of 5')).toBeVisible()

  const body = page.getByLabel(/What are your sex, height and current weight/)
  await body.fill('Female, 168 cm, 74 kg')
  await expect(page.getByText('1 of 6 answered', { exact: false }).first()).toBeVisible()

  if (testInfo.project.name === 'phone') {
    // One section per screen: the next section's questions are not on this screen.
    await expect(heading('Goals')).toBeHidden()
    await expect(page.getByLabel('What is your number one goal?')).toBeHidden()
    await page.getByRole('button', { name: 'Next section' }).click()
    await expect(heading('Goals')).toBeVisible()
    await expect(heading('About you')).toBeHidden()
    await page.getByLabel('What is your number one goal?').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Previous section' }).click()
    await expect(heading('About you')).toBeVisible()
    await expect(body).toHaveValue('Female, 168 cm, 74 kg')
    await page.getByRole('button', { name: 'Next section' }).click()
    await expect(page.getByLabel('What is your number one goal?')).not.toHaveValue('')
    // The section chips jump too.
    await nav.getByRole('button', { name: /Gym match/ }).click()
    await expect(heading('Gym match')).toBeVisible()
    await expect(heading('Goals')).toBeHidden()
  } else {
    // On a desktop every section is on the page, each under its heading.
    for (const name of ['About you', 'Goals', 'Training', 'Gym match', 'Nutrition, supplements and budget'])
      await expect(heading(name)).toBeVisible()
    await page.getByLabel('What is your number one goal?').selectOption({ index: 1 })
  }

  // The missing list opens the section of a required question and puts the cursor in it.
  const missing = page.getByRole('list', { name: 'Required questions still to answer' })
  await missing.getByRole('button', { name: /How many days a week can you realistically train/ }).click()
  await expect(heading('Training')).toBeVisible()
  await expect(page.getByLabel(/How many days a week can you realistically train/)).toBeFocused()
  await expect(page.getByRole('button', { name: 'Generate Prompt' })).toBeDisabled()
  await expect(body).toHaveValue('Female, 168 cm, 74 kg')
})
