import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

describe('safeRedirect', () => {
  it('keeps paths on this site and refuses everything else', () => {
    expect(safeRedirect('/customization?x=1', '/dashboard')).toBe('/customization?x=1')
    expect(safeRedirect('/gifts/redeem?code=ABCD-EFGH', '/dashboard')).toBe('/gifts/redeem?code=ABCD-EFGH')
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      '/login',
      '/signup?ref=X',
      '/api/auth/sign-out',
      '/gifts\\..\\evil',
      '/x\nLocation: https://evil.test',
      `/${'a'.repeat(400)}`,
    ])
      expect(safeRedirect(bad, '/dashboard')).toBe('/dashboard')
  })
})
