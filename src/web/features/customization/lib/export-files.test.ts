import { describe, expect, it } from 'vitest'
import { exportFileName } from './export-files.ts'

describe('export file names (spec 9)', () => {
  it('comes from the title', () => {
    expect(exportFileName('Spring in Japan', 'pdf')).toBe('Spring in Japan.pdf')
    expect(exportFileName('  a/b: c?  ', 'txt')).toBe('a b c.txt')
  })
  it("is 'prompt-customization' without a title", () => {
    expect(exportFileName('', 'pdf')).toBe('prompt-customization.pdf')
    expect(exportFileName('  /// ', 'md')).toBe('prompt-customization.md')
  })
})

describe('PDF export', () => {
  it('wraps long text and continues on new pages, with the title in the file', async () => {
    const { buildPdf } = await import('./export-files.ts')
    const prompt = Array.from(
      { length: 120 },
      (_, i) => `Line ${i}: ${'a fairly long sentence that needs wrapping '.repeat(4)}`,
    ).join('\n')
    const doc = await buildPdf({ title: 'Spring in Japan', summary: 'Two weeks', prompt })
    expect(doc.getNumberOfPages()).toBeGreaterThan(2)
    const bytes = doc.output()
    expect(bytes.startsWith('%PDF')).toBe(true)
    expect(bytes).toContain('(Spring in Japan)')
  })

  it('renders the Markdown: no raw ** or ###, bold labels in a bold font, titled with the title', async () => {
    const { buildPdf } = await import('./export-files.ts')
    const prompt = '### About you\n**How old are you?**: 25-34\n\n1. First step\n2. Second step'
    const doc = await buildPdf({ title: 'My gym plan', summary: '', prompt })
    const bytes = doc.output()
    expect(bytes).not.toContain('**')
    expect(bytes).not.toContain('###')
    expect(bytes).toContain('(How)')
    expect(bytes).toContain('(About)')
    expect(bytes).toContain('/Helvetica-Bold')
    expect(bytes).toContain('/Title (My gym plan)')
  })

  it('fits a short prompt on one page', async () => {
    const { buildPdf } = await import('./export-files.ts')
    const doc = await buildPdf({ title: '', summary: '', prompt: 'Short.' })
    expect(doc.getNumberOfPages()).toBe(1)
  })
})
