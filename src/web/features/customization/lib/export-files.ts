// Exports of a generated prompt: PDF (jsPDF, loaded only now), plain text and Markdown.

export type ExportContent = { title: string; summary: string; prompt: string }

/** Spec 9: the file name comes from the title, or is 'prompt-customization'. */
export function exportFileName(title: string, extension: 'pdf' | 'txt' | 'md') {
  // Characters file systems refuse (and control characters) become spaces.
  const name = [...title]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
  return `${name || 'prompt-customization'}.${extension}`
}

export async function exportPdf(content: ExportContent) {
  const doc = await buildPdf(content)
  doc.save(exportFileName(content.title, 'pdf'))
}

/** An A4 document: the title, the summary, then the prompt, wrapped to the page and onto new pages. */
export async function buildPdf({ title, summary, prompt }: ExportContent) {
  // Spec 7: the PDF library is loaded only when exporting, so it stays out of the main bundle.
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'pt', format: 'a4' })
  const margin = 56
  const width = doc.internal.pageSize.getWidth() - margin * 2
  const bottom = doc.internal.pageSize.getHeight() - margin
  let y = margin

  const write = (text: string, size: number, style: 'normal' | 'bold' | 'italic', gapAfter: number) => {
    doc.setFont('helvetica', style)
    doc.setFontSize(size)
    const lineHeight = size * 1.4
    for (const line of doc.splitTextToSize(text, width) as string[]) {
      if (y + lineHeight > bottom) {
        doc.addPage()
        y = margin
      }
      doc.text(line, margin, y + size)
      y += lineHeight
    }
    y += gapAfter
  }

  write(title.trim() || 'Prompt customization', 18, 'bold', 8)
  if (summary.trim()) write(summary.trim(), 11, 'italic', 8)
  write(prompt, 10.5, 'normal', 0)
  return doc
}

export function exportText({ title, summary, prompt }: ExportContent) {
  const head = [title.trim(), summary.trim()].filter(Boolean).join('\n\n')
  download(`${head ? `${head}\n\n` : ''}${prompt}\n`, exportFileName(title, 'txt'), 'text/plain')
}

export function exportMarkdown({ title, summary, prompt }: ExportContent) {
  const parts = [`# ${title.trim() || 'Prompt customization'}`]
  if (summary.trim()) parts.push(`> ${summary.trim().replace(/\n/g, '\n> ')}`)
  parts.push(prompt)
  download(`${parts.join('\n\n')}\n`, exportFileName(title, 'md'), 'text/markdown')
}

function download(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
