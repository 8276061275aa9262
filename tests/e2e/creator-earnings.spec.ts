import { expect, test, type Page } from '@playwright/test'
import { signInAdmin } from './fixtures/admin.ts'
import { signUpMember } from './fixtures/member.ts'
import { appReady } from './fixtures/in-app.ts'
import { expectNoSeriousA11yIssues } from './fixtures/a11y.ts'

// Journey of issue 24: a creator whose template was bought sees the sale, sets up payouts (the local simulation),
// and once a sale is past its 14 days asks for a payout and sees it paid. The creator's template and the old sale
// are the setup (POST /api/testing/earnings-fixture, test runs only); the purchase itself is a real checkout.
// SHOTS=dir saves screenshots of the dashboard.
const shot = (page: Page, name: string, project: string) =>
  process.env.SHOTS
    ? page.screenshot({ path: `${process.env.SHOTS}/${name}-${project}.png`, fullPage: true })
    : null

test.describe('creator earnings @phone', () => {
  test('a sale, payout setup and a payout', async ({ page, browser }, info) => {
    test.setTimeout(180_000)
    const handle = `earn-${Date.now().toString(36)}${info.project.name.slice(0, 1)}`

    // Setup: an approved creator (applied and approved through the API) with a live template.
    await signUpMember(page, { name: 'Earning Creator' })
    const applied = await page.request.post('/api/creator-application', {
      data: { displayName: 'Earning Creator', handle, bio: '', country: 'AU', acceptTerms: true },
    })
    expect(applied.status(), await applied.text()).toBe(201)
    const admin = await signInAdmin(browser)
    const list = await admin.request.get('/api/admin/creators?status=pending&limit=200')
    const { items } = (await list.json()) as { items: { id: string; handle: string }[] }
    const creatorId = items.find((a) => a.handle === handle)!.id
    expect(
      (
        await admin.request.post(`/api/admin/creators/${creatorId}/decision`, {
          data: { decision: 'approve' },
        })
      ).ok(),
    ).toBe(true)
    const fixture = await admin.request.post('/api/testing/earnings-fixture', { data: { creatorId } })
    expect(fixture.status(), await fixture.text()).toBe(200)
    const { templateId } = (await fixture.json()) as { templateId: string }

    // A member buys the template with a card at the test checkout.
    const buyerContext = await browser.newContext()
    const buyer = await buyerContext.newPage()
    await signUpMember(buyer, { name: 'Happy Buyer' })
    await buyer.goto(`/prompt/${templateId}`)
    await appReady(buyer)
    await buyer.getByRole('button', { name: 'Get This Prompt' }).first().click()
    await buyer.getByRole('dialog').getByRole('button', { name: 'Pay $7.99 AUD' }).click()
    await expect(buyer).toHaveURL(/\/checkout\/local\/cs_local_/)
    await buyer.getByRole('button', { name: 'Pay $7.99 AUD' }).click()
    await expect(buyer.getByRole('heading', { name: 'Prompt added to your library' })).toBeVisible()
    await buyerContext.close()

    // The creator sees the sale: 85% of $7.99 is $6.79, pending for 14 days.
    await page.goto('/studio/earnings')
    await expect(page.getByRole('heading', { level: 1, name: 'Your earnings' })).toBeVisible()
    await expect(page.getByTestId('earnings-pending')).toContainText('A$6.79')
    await expect(page.getByTestId('earnings-payable')).toContainText('A$0.00')
    const sale = page.getByTestId('earnings-entry').first()
    await expect(sale).toContainText('Weekend Meal Prep')
    await expect(sale).toContainText('Sale')
    await expect(sale).toContainText('+A$6.79')
    await expect(sale).toContainText(/Payable \d+ \w+ \d{4}/)
    await expect(page.getByRole('img', { name: 'Your sales by week' })).toBeVisible()
    await expect(page.getByText('Test mode: payouts are simulated here and no money moves.')).toBeVisible()

    // Payouts: the local simulation's onboarding, through the same path as Stripe's.
    await page.getByRole('button', { name: 'Set up payouts' }).click()
    await expect(page).toHaveURL(/\/studio\/earnings\/test-onboarding\?account=acct_local_/)
    await page.getByRole('button', { name: 'Finish test setup' }).click()
    await expect(page.getByText('Payouts are set up (test mode)')).toBeVisible()
    await expect(page).toHaveURL('/studio/earnings')
    await expect(page.getByRole('heading', { name: 'Payouts are on (test mode)' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled()
    await shot(page, 'earnings-sale', info.project.name)

    // Setup: a sale from 15 days ago ($30.00, so $25.50 payable).
    expect(
      (
        await admin.request.post('/api/testing/earnings-fixture', {
          data: { creatorId, maturedSaleCents: 3000 },
        })
      ).ok(),
    ).toBe(true)
    await page.reload()
    await expect(page.getByTestId('earnings-payable')).toContainText('A$25.50')
    // Checked with no toast on screen (the toaster is the shell's, checked by its own journeys).
    await expectNoSeriousA11yIssues(page)
    await page.getByRole('button', { name: 'Request payout' }).click()
    await expect(page.getByText('A$25.50 is on its way to your account')).toBeVisible()
    await expect(page.getByTestId('earnings-paid')).toContainText('A$25.50')
    await expect(page.getByTestId('earnings-payable')).toContainText('A$0.00')
    const payout = page.getByTestId('payout-row').first()
    await expect(payout).toContainText('Paid')
    await expect(payout).toContainText('A$25.50')
    await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled()
    await shot(page, 'earnings-paid', info.project.name)

    // The console lists the payout as made, and an admin holds the creator's payouts (the creator is told).
    await admin.goto('/admin/payouts?status=paid')
    await expect(admin.getByRole('heading', { name: 'Payouts' })).toBeVisible()
    const card = admin.locator(`[data-testid="admin-payout"][data-creator="${handle}"]`)
    await expect(card).toContainText('A$25.50')
    await expect(card).toContainText('Payouts on')
    await card.getByRole('button', { name: 'Hold payouts' }).click()
    await card.getByLabel(/Reason/).fill('Checking a chargeback')
    await card.getByRole('button', { name: 'Hold payouts' }).click()
    await expect(admin.getByText(`Payouts of @${handle} are on hold`)).toBeVisible()
    await expect(card).toContainText('On hold: Checking a chargeback')
    await shot(admin, 'admin-payouts', info.project.name)
    await admin.context().close()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Your payouts are on hold' })).toBeVisible()
  })
})
