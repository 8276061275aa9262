import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { returnPathOr, safeReturnPath } from './return-path.ts'

describe('safeReturnPath', () => {
  it('keeps paths on this site, with their query and fragment', () => {
    for (const ok of [
      '/',
      '/prompts/ai-powered-career-navigator?buy=1',
      '/customization?promptId=x&y=%2F',
      '/account/settings#devices',
      '/browse?q=caf%C3%A9',
      '/browse?q=hello%20world%5C',
    ])
      expect(safeReturnPath(ok), ok).toBe(ok)
  })

  it('refuses other origins, scripts, encoded and disguised variants', () => {
    for (const bad of [
      undefined,
      null,
      42,
      {},
      '',
      'prompts/x',
      '//evil.example',
      '//evil.example/prompts/x',
      '///evil.example',
      'https://evil.example',
      'http://evil.example/',
      'HTTPS://evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/%2Fevil.example',
      '/%2fevil.example',
      '/%252Fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%255Cevil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      '/\tevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /prompts/x',
      '/%09/evil.example',
      'data:text/html,<script>alert(1)</script>',
      '/%E0%A4%A', // malformed encoding
      `/${'a'.repeat(2000)}`,
    ])
      expect(safeReturnPath(bad), String(bad)).toBeNull()
  })

  it('refuses the sign-in pages themselves and the API (no loops, no endpoints)', () => {
    for (const loop of [
      '/login',
      '/login?returnTo=/x',
      '/signup',
      '/SIGNUP/',
      '/api/me',
      '/api',
      '/api/auth/sign-out',
    ])
      expect(safeReturnPath(loop), loop).toBeNull()
    expect(safeReturnPath('/login-help')).toBe('/login-help')
  })

  it('whatever it accepts stays on this origin when a browser resolves it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        for (const candidate of [s, `/${s}`, `//${s}`, `/\\${s}`]) {
          const kept = safeReturnPath(candidate)
          if (kept === null) continue
          expect(new URL(kept, 'https://shop.example').origin).toBe('https://shop.example')
          expect(kept.startsWith('//')).toBe(false)
        }
      }),
    )
  })

  it('returnPathOr falls back', () => {
    expect(returnPathOr('//evil.example', '/dashboard')).toBe('/dashboard')
    expect(returnPathOr('/credits', '/dashboard')).toBe('/credits')
  })
})
