import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { rememberedPasswordHashing as remembered } from './remembered-password-hashing.ts'

describe('the password hashing in-process tests use', () => {
  it('makes a real scrypt hash once per password, and answers every check as scrypt would', async () => {
    const hash = await remembered.hash('Correct-Horse-1')
    expect(await remembered.hash('Correct-Horse-1')).toBe(hash)
    expect(await remembered.hash('Other-Horse-2')).not.toBe(hash)
    // Better Auth's own check agrees with it: the hash is the real thing.
    expect(await verifyPassword({ hash, password: 'Correct-Horse-1' })).toBe(true)
    expect(await remembered.verify({ hash, password: 'Correct-Horse-1' })).toBe(true)
    expect(await remembered.verify({ hash, password: 'Correct-Horse-2' })).toBe(false)
    expect(await remembered.verify({ hash, password: '' })).toBe(false)
  })

  it('checks a hash it did not make with scrypt', async () => {
    const elsewhere = await hashPassword('Made-Elsewhere-3')
    expect(await remembered.verify({ hash: elsewhere, password: 'Made-Elsewhere-3' })).toBe(true)
    expect(await remembered.verify({ hash: elsewhere, password: 'Made-Elsewhere-4' })).toBe(false)
  })
})
