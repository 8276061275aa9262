import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { aiSearchAnswer } from '../../../shared/search/ai-recommendation.ts'

// The whole route with AI_SEARCH_PROVIDER=openai, against a stand-in OpenAI-compatible server on node:http.
let next: { status: number; content: unknown } = { status: 200, content: { recommendations: [] } }
const server = createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    res.writeHead(next.status, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        choices: [{ message: { role: 'assistant', content: JSON.stringify(next.content) } }],
      }),
    )
  })
})

describe('POST /api/functions/ai-search-prompts with the model configured', async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const { api, read } = await testApp({
    seed: true,
    env: {
      AI_SEARCH_PROVIDER: 'openai',
      AI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'stand-in',
    },
  })
  const search = async (query: string) =>
    aiSearchAnswer.parse((await read(api.functions['ai-search-prompts'].$post({ json: { query } }))).data)

  it('labels the model’s choice as the AI’s', async () => {
    next = {
      status: 200,
      content: {
        recommendations: [{ id: 'sleep-reset-coach', reasoning: 'For broken sleep.', relevanceScore: 0.9 }],
      },
    }
    expect(await search('I wake at 3am every night')).toMatchObject({
      engine: 'ai',
      noMatch: false,
      recommendations: [{ id: 'sleep-reset-coach', reasoning: 'For broken sleep.' }],
    })
    expect((await read(api.search.engine.$get())).data).toEqual({ engine: 'ai' })
  })

  it('answers no match when the model says nothing fits', async () => {
    next = { status: 200, content: { recommendations: [] } }
    const answer = await search('learn guitar')
    expect(answer).toMatchObject({ engine: 'ai', noMatch: true })
    expect(answer.recommendations.length).toBeLessThanOrEqual(3)
  })

  it('falls back to the local ranker when the model fails, and says the ranker answered', async () => {
    next = { status: 500, content: { error: 'overloaded' } }
    const answer = await search('ask my boss for a raise')
    expect(answer).toMatchObject({ engine: 'local', noMatch: false })
    expect(answer.recommendations[0].id).toBe('pay-rise-pitch')
    expect(answer.recommendations[0].reasoning).toMatch(/\u201craise\u201d/)
  })
})
