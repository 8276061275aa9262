import { Lexer, type Token, type Tokens } from 'marked'

// A generated prompt's Markdown as blocks of styled runs, for exports that draw text themselves (the PDF).

export type Run = { text: string; bold: boolean; italic: boolean }
export type Block =
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'item'; marker: string; depth: number; runs: Run[] }
  | { kind: 'code'; text: string }

function inline(tokens: Token[] | undefined, style = { bold: false, italic: false }): Run[] {
  return (tokens ?? []).flatMap((t): Run[] => {
    switch (t.type) {
      case 'strong':
        return inline((t as Tokens.Strong).tokens, { ...style, bold: true })
      case 'em':
        return inline((t as Tokens.Em).tokens, { ...style, italic: true })
      case 'br':
        return [{ text: '\n', ...style }]
      case 'text': {
        const text = t as Tokens.Text
        return text.tokens?.length ? inline(text.tokens, style) : [{ text: decode(text.text), ...style }]
      }
      case 'codespan':
        return [{ text: decode((t as Tokens.Codespan).text), ...style }]
      case 'link':
        return inline((t as Tokens.Link).tokens, style)
      default:
        return 'text' in t && typeof t.text === 'string' ? [{ text: decode(t.text), ...style }] : []
    }
  })
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

function blocks(tokens: Token[], depth: number): Block[] {
  return tokens.flatMap((t): Block[] => {
    switch (t.type) {
      case 'heading':
        return [
          { kind: 'heading', level: (t as Tokens.Heading).depth, runs: inline((t as Tokens.Heading).tokens) },
        ]
      case 'paragraph':
        return [{ kind: 'paragraph', runs: inline((t as Tokens.Paragraph).tokens) }]
      case 'text':
        return [{ kind: 'paragraph', runs: inline([t]) }]
      case 'list': {
        const list = t as Tokens.List
        const start = typeof list.start === 'number' ? list.start : 1
        return list.items.flatMap((item, i) => {
          const [first, ...rest] = item.tokens
          const runs = first && (first.type === 'text' || first.type === 'paragraph') ? inline([first]) : []
          const marker = list.ordered ? `${start + i}.` : '•'
          const tail = first && runs.length ? rest : item.tokens
          return [{ kind: 'item' as const, marker, depth, runs }, ...blocks(tail, depth + 1)]
        })
      }
      case 'blockquote':
        return blocks((t as Tokens.Blockquote).tokens, depth)
      case 'code':
        return [{ kind: 'code', text: (t as Tokens.Code).text }]
      case 'hr':
      case 'space':
        return []
      default:
        return 'text' in t && typeof t.text === 'string'
          ? [{ kind: 'paragraph', runs: [{ text: decode(t.text), bold: false, italic: false }] }]
          : []
    }
  })
}

/** The prompt's Markdown as blocks: headings, paragraphs, list items (with depth) and code, bold and italic kept. */
export const markdownBlocks = (markdown: string): Block[] => blocks(new Lexer().lex(markdown), 0)
