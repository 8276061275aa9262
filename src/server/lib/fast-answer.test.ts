import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { requestHeader } from './fast-answer.ts'

// Node's IncomingMessage as the fast path sees it: the raw list, and the joined object built on first use.
function request(rawHeaders: string[]) {
  const headers: Record<string, string> = {}
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase()
    headers[name] =
      name in headers
        ? `${headers[name]}${name === 'cookie' ? '; ' : ', '}${rawHeaders[i + 1]}`
        : rawHeaders[i + 1]!
  }
  return { rawHeaders, headers } as unknown as IncomingMessage
}

describe('requestHeader', () => {
  it('finds a header whatever its case, and is undefined when it is absent', () => {
    const req = request(['Host', 'shop.test', 'ACCEPT-Encoding', 'gzip', 'x-request-id', 'abc'])
    expect(requestHeader(req, 'accept-encoding')).toBe('gzip')
    expect(requestHeader(req, 'x-request-id')).toBe('abc')
    expect(requestHeader(req, 'cookie')).toBeUndefined()
    expect(requestHeader(req, 'if-none-match')).toBeUndefined()
  })

  it('reads a header sent twice as Node joins it, so a second Cookie line is not missed', () => {
    const req = request(['Cookie', 'a=1', 'cookie', 'better-auth.session_token=t'])
    expect(requestHeader(req, 'cookie')).toBe('a=1; better-auth.session_token=t')
  })
})
