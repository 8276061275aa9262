import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { loadLaunchCatalogue } from '../../db/seed/launch-catalogue.ts'
import { createApp } from '../../app.ts'
import { aiSearchAnswer } from '../../../shared/search/ai-recommendation.ts'

describe('POST /api/functions/ai-search-prompts', async () => {
  const { json, db, deps, api, read } = await testApp({ seed: true })
  const launch = await loadLaunchCatalogue()
  const search = (body: { query: string }) => read(api.functions['ai-search-prompts'].$post({ json: body }))

  it('answers with recommendations in the contract shape, best first', async () => {
    const res = await search({ query: 'I want to lose weight' })
    expect(res.status).toBe(200)
    expect(Object.keys(res.data)).toEqual(['engine', 'noMatch', 'recommendations'])
    expect(aiSearchAnswer.parse(res.data)).toMatchObject({ engine: 'local', noMatch: false })
    const [first, ...rest] = res.data.recommendations
    expect(first).toEqual({
      id: 'daily-calorie-deficit-guide',
      name: 'Daily Calorie Deficit Guide',
      description: launch.find((t) => t.id === 'daily-calorie-deficit-guide')!.description,
      tier: 'daily',
      credits_cost: 2,
      price_aud: 7.99,
      reasoning: expect.stringMatching(/\u201close weight\u201d/),
      relevanceScore: expect.any(Number),
    })
    for (const r of [first, ...rest]) {
      expect(Object.keys(r).sort()).toEqual(
        [
          'credits_cost',
          'description',
          'id',
          'name',
          'price_aud',
          'reasoning',
          'relevanceScore',
          'tier',
        ].sort(),
      )
      expect(r.relevanceScore).toBeGreaterThanOrEqual(0)
      expect(r.relevanceScore).toBeLessThanOrEqual(1)
    }
    const scores = res.data.recommendations.map((r) => r.relevanceScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('gives prices in dollars from the tier: 15.98 for boost, 25 for super', async () => {
    const res = await search({ query: 'japan holiday' })
    expect(res.data.recommendations[0]).toMatchObject({ id: 'japan-planner', price_aud: 25, credits_cost: 8 })
    const boost = await search({ query: 'breakup' })
    expect(boost.data.recommendations[0]).toMatchObject({
      id: 'breakup-rebuild',
      price_aud: 15.98,
      credits_cost: 4,
    })
  })

  it('trims the query and ignores blank ones', async () => {
    const padded = await search({ query: '   pay rise   ' })
    expect(padded.data.recommendations[0].id).toBe('pay-rise-pitch')
    for (const query of ['', '   ', '\n\t']) {
      const res = await search({ query })
      expect(res.status).toBe(200)
      expect(res.data).toEqual({ engine: 'local', noMatch: false, recommendations: [] })
    }
  })

  it('never returns question text or master prompts', async () => {
    for (const t of launch.slice(0, 8)) {
      const res = await search({ query: t.questions[0].question })
      const text = JSON.stringify(res.data)
      expect(text).not.toContain('masterPrompt')
      expect(text).not.toContain('questions')
      expect(text).not.toContain(t.masterPrompt.slice(0, 50))
      for (const other of launch) for (const q of other.questions) expect(text).not.toContain(q.question)
    }
  })

  it('returns active templates only, and sees changes announced on the event bus', async () => {
    await db.update(promptTemplates).set({ status: 'draft' }).where(eq(promptTemplates.id, 'japan-planner'))
    deps.events.publish({ type: 'template-updated', templateId: 'japan-planner' })
    const hidden = await search({ query: 'japan planner tokyo' })
    expect(hidden.data.recommendations.map((r) => r.id)).not.toContain('japan-planner')
    await db
      .update(promptTemplates)
      .set({ status: 'active', name: 'Japan Journey Planner' })
      .where(eq(promptTemplates.id, 'japan-planner'))
    deps.events.publish({ type: 'template-updated', templateId: 'japan-planner' })
    const back = await search({ query: 'japan journey' })
    expect(back.data.recommendations[0]).toMatchObject({ id: 'japan-planner', name: 'Japan Journey Planner' })
    await db
      .update(promptTemplates)
      .set({ name: 'Japan Planner' })
      .where(eq(promptTemplates.id, 'japan-planner'))
    deps.events.publish({ type: 'template-updated', templateId: 'japan-planner' })
  })

  it('answers malformed input with a 400 error body', async () => {
    const bad: unknown[] = [{}, { query: 42 }, { query: null }, { query: 'x'.repeat(501) }, [], 'text']
    for (const body of bad) {
      const res = await json('/api/functions/ai-search-prompts', { method: 'POST', json: body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data.error).toEqual({ code: expect.any(String), message: expect.any(String) })
    }
    const broken = await json('/api/functions/ai-search-prompts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "sle',
    })
    expect(broken.status).toBe(400)
  })

  it('turns a failing search into an empty list, and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = createApp({
      ...deps,
      aiSearch: { engine: 'local', recommend: () => Promise.reject(new Error('index down')) },
    })
    const res = await failing.request('/api/functions/ai-search-prompts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'sleep' }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ engine: 'local', noMatch: false, recommendations: [] })
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })

  it('says when nothing fits, with at most 3 loosely related templates, for several subjects it lacks', async () => {
    for (const query of [
      'learn guitar',
      'write a cover letter for a nursing job',
      'knit a jumper for my dog',
    ]) {
      const res = await search({ query })
      expect(res.status).toBe(200)
      expect(res.data, query).toMatchObject({ engine: 'local', noMatch: true })
      expect(res.data.recommendations.length, query).toBeLessThanOrEqual(3)
    }
  })

  it('ranks the template a request names first: "ask my boss for a raise" is Pay Rise Pitch', async () => {
    const res = await search({ query: 'ask my boss for a raise' })
    expect(res.data.noMatch).toBe(false)
    expect(res.data.recommendations[0].id).toBe('pay-rise-pitch')
  })

  it('tells the page which engine a search asks first', async () => {
    const res = await read(api.search.engine.$get())
    expect(res.data).toEqual({ engine: 'local' })
  })
})
