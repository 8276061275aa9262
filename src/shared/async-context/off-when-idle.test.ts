import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { asyncContextHookOn, offWhenIdle } from './off-when-idle.ts'

describe('offWhenIdle', () => {
  it('switches the storage off when the last call in flight settles, and each call sees its own store', async () => {
    const storage = new AsyncLocalStorage<string>()
    const counted = offWhenIdle(() => [storage])
    const seen: (string | undefined)[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const first = counted(() =>
      storage.run('first', async () => {
        await gate
        seen.push(storage.getStore())
      }),
    )
    await counted(() => storage.run('second', async () => seen.push(storage.getStore())))
    // The first call is still waiting: the storage stays on for it.
    expect(asyncContextHookOn()).toBe(true)
    release()
    await first
    expect(seen).toEqual(['second', 'first'])
    expect(asyncContextHookOn()).toBe(false)

    // A later call switches it on again for its own time.
    await counted(() => storage.run('third', async () => seen.push(storage.getStore())))
    expect(seen.at(-1)).toBe('third')
    expect(asyncContextHookOn()).toBe(false)
  })

  it('switches it off after a call that throws or rejects', async () => {
    const storage = new AsyncLocalStorage<number>()
    const counted = offWhenIdle(() => [storage])
    await expect(
      counted(() =>
        storage.run(1, () => {
          throw new Error('at once')
        }),
      ),
    ).rejects.toThrow('at once')
    await expect(
      counted(() => storage.run(2, async () => Promise.reject(new Error('later')))),
    ).rejects.toThrow('later')
    expect(asyncContextHookOn()).toBe(false)
  })

  it('sees the hook a storage turns on', async () => {
    const storage = new AsyncLocalStorage<number>()
    await storage.run(1, async () => {})
    expect(asyncContextHookOn()).toBe(true)
    storage.disable()
    expect(asyncContextHookOn()).toBe(false)
  })
})
