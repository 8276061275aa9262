import { describe, expect, it } from 'vitest'
import { markdownBlocks } from './markdown-blocks.ts'

describe('markdownBlocks', () => {
  it('reads headings, bold labels, lists and plain paragraphs without their Markdown marks', () => {
    const blocks = markdownBlocks(
      '### About you\n**How old are you?**: 25-34\n\n1. Your Gym Match. Research *real* gyms.\n2. Plan\n\n- one\n  - nested\n\nPlain & simple "quotes".',
    )
    expect(blocks).toEqual([
      { kind: 'heading', level: 3, runs: [{ text: 'About you', bold: false, italic: false }] },
      {
        kind: 'paragraph',
        runs: [
          { text: 'How old are you?', bold: true, italic: false },
          { text: ': 25-34', bold: false, italic: false },
        ],
      },
      {
        kind: 'item',
        marker: '1.',
        depth: 0,
        runs: [
          { text: 'Your Gym Match. Research ', bold: false, italic: false },
          { text: 'real', bold: false, italic: true },
          { text: ' gyms.', bold: false, italic: false },
        ],
      },
      { kind: 'item', marker: '2.', depth: 0, runs: [{ text: 'Plan', bold: false, italic: false }] },
      { kind: 'item', marker: '•', depth: 0, runs: [{ text: 'one', bold: false, italic: false }] },
      { kind: 'item', marker: '•', depth: 1, runs: [{ text: 'nested', bold: false, italic: false }] },
      { kind: 'paragraph', runs: [{ text: 'Plain & simple "quotes".', bold: false, italic: false }] },
    ])
    expect(JSON.stringify(blocks)).not.toContain('**')
  })
})
