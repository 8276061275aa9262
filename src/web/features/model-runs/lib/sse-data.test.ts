import { describe, expect, it } from 'vitest'
import { sseData } from './sse-data.ts'

describe('sseData', () => {
  it('reads complete messages and keeps the incomplete one for the next chunk', () => {
    const first = sseData('event: delta\ndata: {"a":1}\n\nevent: delta\ndata: {"a"')
    expect(first).toEqual({ messages: ['{"a":1}'], rest: 'event: delta\ndata: {"a"' })
    const second = sseData(`${first.rest}:2}\n\n`)
    expect(second).toEqual({ messages: ['{"a":2}'], rest: '' })
  })

  it('joins multi-line data, accepts CRLF and skips comments', () => {
    expect(sseData(': ping\r\n\r\ndata: one\r\ndata: two\r\n\r\n').messages).toEqual(['one\ntwo'])
  })
})
