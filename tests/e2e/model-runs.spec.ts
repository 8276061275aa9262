import { expect, test, type Page } from '@playwright/test'
import { buyCreditsViaApi, signUpMember } from './fixtures/member.ts'

// Journeys of issue 22 (Run it here): a saved customisation runs on stand-in models (tests/e2e/model-stand-in-setup.ts)
// streaming through our server; Stop, a failure mid-stream keeping the partial answer, and side by side.

const promptId = 'daily-focus-planner'
const title = 'My focus day'
const shots = process.env.E2E_SHOTS_DIR

/** A member with credits and one saved customisation, made through the API; opens its run page from the library. */
async function givenRunPage(page: Page) {
  await signUpMember(page)
  await buyCreditsViaApi(page, 'pro')
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
      generatedPrompt: 'Act as my coach. Plan my focus day around a quarterly report.',
      title,
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  await page.goto('/dashboard')
  await page.getByRole('link', { name: `Run ${title} on an AI model` }).click()
  await expect(page.getByRole('heading', { name: `Run “${title}”` })).toBeVisible()
}

async function choose(page: Page, labels: string[]) {
  // The models load after the heading ("Loading models..."): read the boxes once the picker is there, or none are
  // found and the first model stays chosen by default.
  const picker = page.getByRole('group', { name: /Choose a model/ })
  await expect(picker.getByRole('checkbox').first()).toBeVisible()
  for (const box of await picker.getByRole('checkbox').all()) await box.uncheck()
  for (const label of labels) await page.getByRole('checkbox', { name: new RegExp(label) }).check()
}

const balance = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { balance: number }).balance

test.describe('Run it here', () => {
  test('a run streams, is stopped, and is kept in the history; a failure keeps its partial answer', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await givenRunPage(page)
    const before = await balance(page)
    await choose(page, ['Stand-in \\(waits\\)'])
    await page.getByRole('button', { name: 'Run', exact: true }).click()
    const column = page.getByTestId('run-column')
    await expect(column.getByRole('heading', { name: 'Your plan' })).toBeVisible()
    await expect(column.getByText('held while it streams')).toBeVisible()
    await page.getByRole('button', { name: 'Stop' }).click()
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible()
    const history = page.getByTestId('run-history')
    await expect(history.getByText('Stopped')).toBeVisible()
    await history.getByText('Stand-in (waits)').click()
    await expect(history.getByRole('heading', { name: 'Your plan' })).toBeVisible()
    // The stop settled: the member paid what streamed, no more than was held, and the rest came back.
    await expect.poll(() => balance(page)).toBeLessThan(before)
    const afterStop = await balance(page)
    expect(before - afterStop).toBeLessThanOrEqual(3)

    await choose(page, ['Stand-in \\(breaks\\)'])
    await page.getByRole('button', { name: 'Run', exact: true }).click()
    const failed = page.getByTestId('run-column')
    await expect(failed.getByRole('alert')).toContainText(
      'The connection to the model was lost. The answer so far is kept.',
    )
    await expect(failed.getByRole('heading', { name: 'Your plan' })).toBeVisible()
    await expect(failed.getByText('Failed')).toBeVisible()
    await expect(failed.getByTestId('run-stats')).toContainText('Cost')
    await expect(failed.getByRole('button', { name: 'Copy the answer of Stand-in (breaks)' })).toBeVisible()
    await expect(history.locator(':scope > li')).toHaveCount(2)
    if (shots) await page.screenshot({ path: `${shots}/run-failed.png`, fullPage: true })
  })

  for (const device of ['desktop', 'phone']) {
    test(`side by side on three models, each with its tokens, time and cost (${device}) @phone`, async ({
      page,
    }, info) => {
      test.skip(info.project.name !== device, `the ${device} variant`)
      test.setTimeout(120_000)
      await givenRunPage(page)
      await choose(page, ['Stand-in GPT', 'Stand-in Claude', 'Stand-in Fast'])
      await expect(page.getByRole('checkbox', { name: /Stand-in \(waits\)/ })).toBeDisabled()
      await page.getByRole('button', { name: 'Run on 3 models' }).click()
      const columns = page.getByTestId('run-column')
      await expect(columns).toHaveCount(3)
      if (shots)
        await page.screenshot({ path: `${shots}/side-by-side-streaming-${device}.png`, fullPage: true })
      for (const label of ['Stand-in GPT', 'Stand-in Claude', 'Stand-in Fast']) {
        const column = columns.filter({ has: page.getByRole('heading', { name: label }) })
        await expect(column.getByText('Finished')).toBeVisible({ timeout: 20_000 })
        await expect(column.getByText('Good luck!')).toBeVisible()
        await expect(column.getByTestId('run-stats')).toContainText(/Tokens out\s*8/)
      }
      // The answer's raw HTML is dropped, never run.
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
      await expect(page.getByTestId('run-output').locator('img')).toHaveCount(0)
      const boxes = await Promise.all([0, 1, 2].map(async (i) => (await columns.nth(i).boundingBox())!))
      if (device === 'phone') expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1)
      else expect(Math.abs(boxes[1]!.y - boxes[0]!.y)).toBeLessThan(2)
      await expect(page.getByTestId('run-history').locator(':scope > li')).toHaveCount(3)
      if (shots) await page.screenshot({ path: `${shots}/side-by-side-${device}.png`, fullPage: true })
    })
  }
})
