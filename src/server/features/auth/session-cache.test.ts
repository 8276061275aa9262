import { describe, expect, it } from 'vitest'
import { createLocalEventBus } from '../realtime/public.ts'
import { createSessionCache, type CachedSession } from './session-cache.ts'

const found = (userId: string, expiresAt = Number.MAX_SAFE_INTEGER): CachedSession => ({
  user: { id: userId, email: `${userId}@example.com`, name: userId, role: 'user', emailVerified: true },
  sessionId: `s-${userId}`,
  expiresAt,
})

function setup(maxAgeMs = 1000) {
  const events = createLocalEventBus()
  let clock = 1_000_000
  const cache = createSessionCache(events, { maxAgeMs, maxEntries: 3, now: () => clock })
  let loads = 0
  const load = (value: CachedSession | null) => async () => {
    loads++
    return value
  }
  return { events, cache, load, loads: () => loads, tick: (ms: number) => (clock += ms), now: () => clock }
}

describe('session cache', () => {
  it('answers from memory until the max age, then asks again', async () => {
    const s = setup()
    await s.cache.session('tok', s.load(found('u1')))
    await s.cache.session('tok', s.load(found('u1')))
    expect(s.loads()).toBe(1)
    s.tick(999)
    await s.cache.session('tok', s.load(found('u1')))
    expect(s.loads()).toBe(1)
    s.tick(1)
    await s.cache.session('tok', s.load(found('u1')))
    expect(s.loads()).toBe(2)
  })

  it('never keeps a session past its expiry', async () => {
    const s = setup()
    await s.cache.session('tok', s.load(found('u1', s.now() + 10)))
    s.tick(10)
    expect(await s.cache.session('tok', s.load(null))).toBeNull()
    expect(s.loads()).toBe(2)
  })

  it('forgets a member on account-changed, and only that member', async () => {
    const s = setup()
    await s.cache.session('a', s.load(found('u1')))
    await s.cache.session('b', s.load(found('u2')))
    s.events.publish({ type: 'account-changed', userId: 'u1' })
    expect(await s.cache.session('a', s.load(null))).toBeNull()
    expect(await s.cache.session('b', s.load(null))).toEqual(found('u2'))
    expect(s.loads()).toBe(3)
  })

  it('does not store a load that started before an invalidation', async () => {
    const s = setup()
    let release = () => {}
    const slow = s.cache.session(
      'tok',
      () => new Promise<CachedSession>((resolve) => (release = () => resolve(found('u1')))),
    )
    s.events.publish({ type: 'account-changed', userId: 'u1' })
    release()
    await slow
    // The row it read may be the one just revoked: the next request asks again.
    expect(await s.cache.session('tok', s.load(null))).toBeNull()
  })

  it('shares one load between concurrent misses, and keeps no unknown cookie', async () => {
    const s = setup()
    const all = await Promise.all([1, 2, 3].map(() => s.cache.session('tok', s.load(found('u1')))))
    expect(all.every((x) => x?.user.id === 'u1')).toBe(true)
    expect(s.loads()).toBe(1)
    await s.cache.session('forged', s.load(null))
    expect(s.cache.size()).toBe(1)
  })

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const s = setup()
    for (const k of ['a', 'b', 'c', 'd']) await s.cache.session(k, s.load(found(k)))
    expect(s.cache.size()).toBe(3)
    await s.cache.session('a', s.load(found('a')))
    expect(s.loads()).toBe(5)
  })

  it('drops a member answer on their balance event', async () => {
    const s = setup()
    let balance = 1
    const read = () => s.cache.memberAnswer('u1', async () => ({ balance }))
    expect(await read()).toEqual({ balance: 1 })
    balance = 5
    expect(await read()).toEqual({ balance: 1 })
    s.events.publish({ type: 'balance', userId: 'u2', balance: 9 })
    expect(await read()).toEqual({ balance: 1 })
    s.events.publish({ type: 'balance', userId: 'u1', balance: 5 })
    expect(await read()).toEqual({ balance: 5 })
  })

  it('is off with a max age of 0', async () => {
    const s = setup(0)
    await s.cache.session('tok', s.load(found('u1')))
    await s.cache.session('tok', s.load(found('u1')))
    expect(s.loads()).toBe(2)
  })
})
