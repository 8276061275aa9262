import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { asyncContextHookOn } from '../../../shared/async-context/off-when-idle.ts'
import { betterAuthStorages } from './quiet-auth-context.ts'

describe("Better Auth's async context between calls", async () => {
  const t = await testApp()

  it('is switched off once its calls are done, and its calls still see their own state', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => t.signedInUser()))
    // All three of its storages have run (a rename in the library would leave one on, unseen).
    expect(betterAuthStorages()).toHaveLength(3)
    expect(asyncContextHookOn()).toBe(false)

    // Overlapping calls: each one's session is its own, and the last to finish switches them off.
    const sessions = await Promise.all(
      members.flatMap((m) => [
        t.deps.auth.api.getSession({ headers: new Headers({ cookie: m.headers.cookie }) }),
        t.json('/api/me', { headers: m.headers }),
      ]),
    )
    members.forEach((m, i) => {
      expect((sessions[2 * i] as { user: { id: string } }).user.id).toBe(m.id)
      expect((sessions[2 * i + 1] as { data: { id: string } }).data.id).toBe(m.id)
    })
    expect(asyncContextHookOn()).toBe(false)
  })

  it('is switched off after a call that fails', async () => {
    const res = await t.signIn('nobody@example.com', 'Wr0ng!Passw0rd')
    expect(res.status).toBe(401)
    await expect(t.deps.auth.api.getSession({ headers: new Headers({ cookie: 'x=1' }) })).resolves.toBeNull()
    await expect(
      t.deps.auth.api.changePassword({
        body: { currentPassword: 'a', newPassword: 'b' },
        headers: new Headers(),
      }),
    ).rejects.toThrow()
    expect(asyncContextHookOn()).toBe(false)
  })
})
