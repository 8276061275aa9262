import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../env.ts'
import { testApp } from '../../testing/test-app.ts'

// AUTH_LIMIT_SCALE raises the per-address auth limits through configuration (the journeys sign up many members
// from 127.0.0.1), never by trusting a header.
describe('AUTH_LIMIT_SCALE', async () => {
  const scaled = await testApp({ env: { AUTH_LIMIT_SCALE: '2' } })
  const signUpsFrom = async (t: Awaited<ReturnType<typeof testApp>>, ip: string, n: number) => {
    const statuses: number[] = []
    for (let i = 0; i < n; i++)
      statuses.push(
        (
          await t.json('/api/auth/sign-up/email', {
            method: 'POST',
            headers: { origin: t.deps.env.APP_URL },
            ip,
            json: { i },
          })
        ).status,
      )
    return statuses
  }

  it('multiplies the sign-up limit of one address', async () => {
    const statuses = await signUpsFrom(scaled, '198.51.100.77', 21)
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it('is 1 by default and refuses a value that is not a whole number from 1 to 1000', () => {
    expect(parseEnv({}).AUTH_LIMIT_SCALE).toBe(1)
    for (const bad of ['0', '1.5', 'lots', '1001'])
      expect(() => parseEnv({ AUTH_LIMIT_SCALE: bad })).toThrow(/AUTH_LIMIT_SCALE/)
  })
})
