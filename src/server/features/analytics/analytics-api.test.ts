import { describe, expect, it } from 'vitest'
import { desc } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { searchAnalytics } from '../../db/schema/activity.ts'

describe('POST /api/functions/log-search-analytics', async () => {
  const { json, db, signedInUser } = await testApp()
  const log = (body: unknown, headers: Record<string, string> = {}) =>
    json('/api/functions/log-search-analytics', { method: 'POST', json: body, headers })
  const latest = async () =>
    (await db.select().from(searchAnalytics).orderBy(desc(searchAnalytics.createdAt)).limit(1))[0]

  it('records a search with the signed-in user from the session', async () => {
    const member = await signedInUser()
    const res = await log(
      {
        query: '  lose weight ',
        type: 'ai',
        resultsCount: 3,
        selectedResultId: 'daily-calorie-deficit-guide',
      },
      member.headers,
    )
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ ok: true })
    expect(await latest()).toMatchObject({
      query: 'lose weight',
      type: 'ai',
      resultsCount: 3,
      selectedResultId: 'daily-calorie-deficit-guide',
      userId: member.id,
    })
  })

  it('records an anonymous search without a user, and ignores a user id in the body', async () => {
    const res = await log({ query: 'japan', type: 'regular', resultsCount: 0, userId: 'someone-else' })
    expect(res.status).toBe(200)
    expect(await latest()).toMatchObject({
      query: 'japan',
      type: 'regular',
      resultsCount: 0,
      selectedResultId: null,
      userId: null,
    })
  })

  it('answers bad input with 400 and records nothing', async () => {
    const before = await db.$count(searchAnalytics)
    const bad: unknown[] = [
      {},
      { query: '   ', type: 'ai', resultsCount: 1 },
      { query: 'x'.repeat(501), type: 'ai', resultsCount: 1 },
      { query: 'sleep', type: 'smart', resultsCount: 1 },
      { query: 'sleep', type: 'ai', resultsCount: -1 },
      { query: 'sleep', type: 'ai', resultsCount: 1.5 },
      { query: 'sleep', type: 'ai', resultsCount: '3' },
      { query: 'sleep', type: 'ai', resultsCount: 1, selectedResultId: 'x'.repeat(201) },
      { query: 'sleep', type: 'ai', resultsCount: 1, selectedResultId: 7 },
      [],
    ]
    for (const body of bad) {
      const res = await log(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data.error).toEqual({ code: 'validation_failed', message: expect.any(String) })
    }
    expect(await db.$count(searchAnalytics)).toBe(before)
  })
})

describe('log-search-analytics throttling', async () => {
  const { json } = await testApp()

  it('throttles a caller that floods it', async () => {
    const log = () =>
      json('/api/functions/log-search-analytics', {
        method: 'POST',
        json: { query: 'q', type: 'ai', resultsCount: 0 },
      })
    const statuses: number[] = []
    for (let i = 0; i < 122; i++) statuses.push((await log()).status)
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(120)).toEqual([429, 429])
    const limited = await log()
    expect(limited.data.error.code).toBe('rate_limited')
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
