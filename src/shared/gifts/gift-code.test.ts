import { describe, expect, it } from 'vitest'
import { formatGiftCode, looksLikeGiftCode, normaliseCode } from './gift-code.ts'

describe('gift code text', () => {
  it('normalises case, spaces and dashes', () => {
    expect(normaliseCode(' abcd-efgh jkmn_pqrs ')).toBe('ABCDEFGHJKMNPQRS')
  })

  it('groups a code in fours', () => {
    expect(formatGiftCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS')
    expect(formatGiftCode('ABCD-EFGH-JKMN-PQRS')).toBe('ABCD-EFGH-JKMN-PQRS')
  })

  it('tells a gift code from a master code', () => {
    expect(looksLikeGiftCode('ABCDEFGHJKMNPQRS')).toBe(true)
    expect(looksLikeGiftCode('WELCOME10')).toBe(false)
    expect(looksLikeGiftCode('ABCDEFGHJKMNPQR0')).toBe(false)
  })
})
