// The receipt (a tax invoice when the seller has an ABN) as a PDF (jsPDF, loaded only when the buyer downloads it).
import { formatAud } from '../../../../shared/catalog/tiers.ts'
import type { Receipt } from '../../../../shared/account/orders.ts'
import { formatDate } from './format.ts'

/** The lines of the receipt, shared by the page and the PDF so both say the same. */
export function receiptLines(r: Receipt) {
  return {
    seller: [r.seller.name, r.seller.abn ? `ABN ${r.seller.abn}` : '', r.seller.address].filter(Boolean),
    facts: [
      ['Order number', r.orderNumber],
      ['Date paid', formatDate(r.paidAt)],
      ['Billed to', `${r.buyer.name} (${r.buyer.email})`],
    ] as const,
    totals:
      r.gstCents === null
        ? ([['Total paid', formatAud(r.amountCents)]] as const)
        : ([
            ['Total paid (incl. GST)', formatAud(r.amountCents)],
            ['GST included', formatAud(r.gstCents)],
          ] as const),
    note:
      r.gstCents === null
        ? 'Prices are in Australian dollars.'
        : 'Prices are in Australian dollars and include GST.',
    testMode: r.testMode ? 'Test mode: no money moves. This order was paid through the test checkout.' : null,
  }
}

export async function downloadReceiptPdf(r: Receipt) {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'pt', format: 'a4' })
  const x = 56
  const right = doc.internal.pageSize.getWidth() - 56
  let y = 72
  const text = (s: string, size = 11, style: 'normal' | 'bold' = 'normal') => {
    doc.setFont('helvetica', style)
    doc.setFontSize(size)
    doc.text(s, x, y)
    y += size + 8
  }
  const row = (label: string, value: string, style: 'normal' | 'bold' = 'normal') => {
    doc.setFont('helvetica', style)
    doc.setFontSize(11)
    doc.text(label, x, y)
    doc.text(value, right, y, { align: 'right' })
    y += 20
  }
  const lines = receiptLines(r)
  text(r.title, 20, 'bold')
  for (const s of lines.seller) text(s, 10)
  if (lines.testMode) text(lines.testMode, 10, 'bold')
  y += 12
  for (const [label, value] of lines.facts) row(label, value)
  if (r.refundedAt) row('Refunded', formatDate(r.refundedAt))
  y += 8
  doc.line(x, y - 12, right, y - 12)
  row(r.item, formatAud(r.amountCents))
  text(`Sold by ${r.soldBy}`, 9)
  doc.line(x, y - 6, right, y - 6)
  y += 8
  for (const [label, value] of lines.totals) row(label, value, label.startsWith('Total') ? 'bold' : 'normal')
  y += 12
  text(lines.note, 9)
  doc.save(`receipt-${r.orderNumber}.pdf`)
}
