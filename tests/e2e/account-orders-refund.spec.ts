import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { signUpMember } from './fixtures/member.ts'
import { mailsTo } from './accounts-mail-capture.ts'

// Journey of issue 13: buy credits, ask for the money back from the order, see the balance go back and the order
// marked refunded; then open the receipt and download its PDF with the GST line.
test.describe('account orders, refund and receipt @phone', () => {
  test('buys credits, refunds them from My Account, downloads the receipt PDF', async ({ page }) => {
    const { email } = await signUpMember(page, { name: 'Rhea Refund' })
    await page.goto('/credits')
    await page
      .getByTestId('package-explorer')
      .getByRole('button', { name: 'Buy Explorer: 8 credits' })
      .click()
    await page.getByRole('button', { name: 'Pay $25.00 AUD' }).click()
    await expect(page.getByTestId('verified-balance')).toHaveText('8 credits')

    await page.goto('/dashboard')
    await page.getByRole('link', { name: 'Account', exact: true }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible()
    const order = page.getByTestId('order').first()
    await expect(order.getByText('Explorer: 8 credits')).toBeVisible()
    await expect(order.getByText('$25.00 AUD')).toBeVisible()
    await expect(order.getByText('Paid', { exact: true })).toBeVisible()
    await expect(page.getByTestId('ledger-entry').first()).toContainText('+8 credits')

    await order.getByRole('button', { name: 'Request refund' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a refund' })
    await dialog.getByRole('button', { name: 'Request refund' }).click()
    await expect(dialog.getByText('Please choose a reason')).toBeVisible()
    await dialog.getByLabel('Reason').selectOption('I no longer need it')
    await dialog.getByRole('button', { name: 'Request refund' }).click()
    await expect(page.getByText('Order refunded', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(order.getByText('Refunded', { exact: true })).toBeVisible()
    await expect(order.getByRole('button', { name: 'Request refund' })).toHaveCount(0)
    await expect(page.getByTestId('balance-pill')).toContainText('0')
    await expect(page.getByTestId('ledger-entry').first()).toContainText('-8 credits')
    await expect(page.getByTestId('ledger-entry').first()).toContainText('Balance 0')

    await order.getByRole('link', { name: /Receipt for order/ }).click()
    await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible()
    await expect(page.getByRole('main').getByText(/^Test mode: no money moves\. /)).toBeVisible()
    await expect(page.getByText('ABN 12 345 678 901')).toBeVisible()
    await expect(page.getByText('Total paid (incl. GST)')).toBeVisible()
    await expect(page.getByText('$2.27 AUD')).toBeVisible()
    await expect(page.getByText('Rhea Refund', { exact: false })).toBeVisible()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^receipt-[0-9A-F]{8}\.pdf$/)
    const pdf = readFileSync((await download.path())!, 'latin1')
    expect(pdf.startsWith('%PDF')).toBe(true)
    expect(pdf).toContain('GST included')
    expect(pdf).toContain('$2.27 AUD')
    expect(pdf).toContain('$25.00 AUD')

    // The delivery e-mail links this very receipt.
    const receiptUrl = page.url()
    let linked: string | undefined
    await expect
      .poll(
        () =>
          (linked = mailsTo(email)
            .find((m) => m.subject.startsWith('Your PromptMarket purchase'))
            ?.text.match(/Your receipt \(amount incl\. GST\): (\S+)/)?.[1]),
      )
      .toBe(receiptUrl)
    await page.goto('/account')
    await page.goto(linked!)
    await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible()
  })

  test('another member cannot open the receipt', async ({ page }) => {
    await signUpMember(page)
    await page.goto('/account/receipts/00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('heading', { name: 'Receipt not found' })).toBeVisible()
  })
})
