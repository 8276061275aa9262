// Exports of a generated prompt: PDF (jsPDF, loaded only now), plain text and Markdown.
import { topLayer } from '../../../lib/top-layer.ts'
import { markdownBlocks, type Run } from './markdown-blocks.ts'

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

/**
 * An A4 document titled with the customisation's title: the title, the summary, then the prompt with its Markdown
 * rendered (headings, numbered and bulleted lists, bold and italic), wrapped to the page and onto new pages.
 */
export async function buildPdf({ title, summary, prompt }: ExportContent) {
  // Spec 7: the PDF library is loaded only when exporting, so it stays out of the main bundle.
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'pt', format: 'a4' })
  const heading = title.trim() || 'Prompt customization'
  doc.setProperties({ title: heading, subject: summary.trim() || undefined, creator: 'PromptMarket' })
  const margin = 56
  const right = doc.internal.pageSize.getWidth() - margin
  const bottom = doc.internal.pageSize.getHeight() - margin
  let y = margin

  const fontStyle = (r: Pick<Run, 'bold' | 'italic'>) =>
    r.bold && r.italic ? 'bolditalic' : r.bold ? 'bold' : r.italic ? 'italic' : 'normal'

  /** Lays out styled runs word by word from `left`, wrapping at the margin; `marker` hangs before the first line. */
  const write = (runs: Run[], size: number, gapAfter: number, left = margin, marker?: string) => {
    const lineHeight = size * 1.4
    const newLine = () => {
      y += lineHeight
      if (y + lineHeight > bottom) {
        doc.addPage()
        y = margin
      }
    }
    if (y + lineHeight > bottom) {
      doc.addPage()
      y = margin
    }
    doc.setFontSize(size)
    if (marker) {
      doc.setFont('helvetica', 'normal')
      doc.text(marker, left - doc.getTextWidth(`${marker} `), y + size)
    }
    let x = left
    for (const run of runs) {
      doc.setFont('helvetica', fontStyle(run))
      for (const piece of run.text.split(/(\s+)/)) {
        if (!piece) continue
        if (piece.includes('\n')) {
          for (let i = 0; i < piece.split('\n').length - 1; i++) newLine()
          x = left
          continue
        }
        const w = doc.getTextWidth(piece)
        if (/^\s+$/.test(piece)) {
          if (x > left) x += w
          continue
        }
        if (x > left && x + w > right) {
          newLine()
          x = left
        }
        // A word longer than the line is split across lines.
        for (const part of w > right - left
          ? (doc.splitTextToSize(piece, right - left) as string[])
          : [piece]) {
          if (x > left && x + doc.getTextWidth(part) > right) {
            newLine()
            x = left
          }
          doc.text(part, x, y + size)
          x += doc.getTextWidth(part)
        }
      }
    }
    y += lineHeight + gapAfter
  }
  const plain = (text: string, style: Partial<Run> = {}): Run[] => [
    { text, bold: false, italic: false, ...style },
  ]

  write(plain(heading, { bold: true }), 18, 8)
  if (summary.trim()) write(plain(summary.trim(), { italic: true }), 11, 8)
  for (const block of markdownBlocks(prompt)) {
    if (block.kind === 'heading')
      write(
        block.runs.map((r) => ({ ...r, bold: true })),
        Math.max(11, 16 - block.level),
        4,
      )
    else if (block.kind === 'item') write(block.runs, 10.5, 2, margin + 16 + block.depth * 14, block.marker)
    else if (block.kind === 'code') write(plain(block.text), 9.5, 6, margin + 8)
    else write(block.runs, 10.5, 6)
  }
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
  // Into the open dialog when there is one: the page behind a modal dialog is inert.
  topLayer().append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
