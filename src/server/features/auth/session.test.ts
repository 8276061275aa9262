import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'

describe('sessions', async () => {
  const t = await testApp()

  it('GET /api/me answers 401 without a session', async () => {
    const res = await t.json('/api/me')
    expect(res.status).toBe(401)
    expect(res.data).toEqual({ error: { code: 'unauthorized', message: 'Authentication required' } })
  })

  it('GET /api/me answers the signed-in member with a fresh profile', async () => {
    const member = await t.signedInUser({ name: 'Ada Lovelace', credits: 3 })
    const res = await t.json('/api/me', { headers: member.headers })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({
      id: member.id,
      email: member.email,
      fullName: 'Ada Lovelace',
      balance: 3,
    })
    expect(res.data.memberCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/)
  })
})
