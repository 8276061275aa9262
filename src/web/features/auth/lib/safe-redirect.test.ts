import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

describe('safeRedirect', () => {
  it('keeps paths on this site and refuses everything else', () => {
    expect(safeRedirect('/customization?x=1', '/dashboard')).toBe('/customization?x=1')
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
    ])
      expect(safeRedirect(bad, '/dashboard')).toBe('/dashboard')
  })
})
