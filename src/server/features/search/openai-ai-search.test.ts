import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/fresh-db.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { loadLaunchCatalogue } from '../../db/seed/launch-catalogue.ts'
import { createLocalEventBus } from '../realtime/public.ts'
import { createSearchIndex } from './search-index.ts'
import { createOpenAiSearch } from './openai-ai-search.ts'
import { createLocalAiSearch } from './local-ai-search.ts'

// A fake OpenAI-compatible server: each test says how the next chat completion is answered.
type Reply = (req: IncomingMessage, res: ServerResponse, body: string) => void
let reply: Reply = () => {}
const requests: { headers: IncomingMessage['headers']; body: string; url?: string }[] = []
const server = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    requests.push({ headers: req.headers, body, url: req.url })
    reply(req, res, body)
  })
})
const answer =
  (content: unknown, status = 200): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        choices: [
          {
            message: {
              role: 'assistant',
              content: typeof content === 'string' ? content : JSON.stringify(content),
            },
          },
        ],
      }),
    )
  }

describe('OpenAI-compatible AI search', async () => {
  const { db } = await freshDb()
  await seedCatalogue(db)
  const launch = await loadLaunchCatalogue()
  const index = createSearchIndex(db, createLocalEventBus())
  const logs: string[] = []
  let baseUrl = ''
  const search = (timeoutMs = 2_000) =>
    createOpenAiSearch(db, index, {
      baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
      timeoutMs,
      log: (m) => logs.push(m),
    })
  const local = createLocalAiSearch(db, index)

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("uses the model's choice and reasons, keeping only candidate ids, with prices from the table", async () => {
    reply = answer({
      recommendations: [
        { id: 'japan-planner', reasoning: 'Built for a first trip to Japan.', relevanceScore: 0.93 },
        { id: 'made-up-template', reasoning: 'Not a real template.', relevanceScore: 0.9 },
        { id: 'japan-planner', reasoning: 'Twice.', relevanceScore: 0.5 },
        { id: 'europe-planner', reasoning: 'Another trip planner, for Europe.', relevanceScore: '0.4' },
      ],
    })
    const result = await search().recommend('two weeks in tokyo')
    expect(result.engine).toBe('ai')
    expect(result.noMatch).toBe(false)
    expect(result.recommendations).toEqual([
      {
        id: 'japan-planner',
        name: 'Japan Planner',
        description: launch.find((t) => t.id === 'japan-planner')!.description,
        tier: 'super',
        credits_cost: 8,
        price_aud: 25,
        reasoning: 'Built for a first trip to Japan.',
        relevanceScore: 0.93,
      },
      expect.objectContaining({ id: 'europe-planner', relevanceScore: 0.4 }),
    ])
  })

  it('sends the query and public candidate fields only, asking for JSON, with the key', async () => {
    requests.length = 0
    reply = answer({
      recommendations: [{ id: 'daily-calorie-deficit-guide', reasoning: 'Fits.', relevanceScore: 1 }],
    })
    await search().recommend('lose weight')
    const [sent] = requests
    expect(sent.url).toBe('/v1/chat/completions')
    expect(sent.headers.authorization).toBe('Bearer sk-test')
    const body = JSON.parse(sent.body)
    expect(body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } })
    const payload = JSON.parse(body.messages[1].content)
    expect(payload.request).toBe('lose weight')
    expect(payload.candidates[0]).toEqual({
      id: 'daily-calorie-deficit-guide',
      name: 'Daily Calorie Deficit Guide',
      description: expect.any(String),
      tier: 'daily',
      category: 'Health & Fitness',
    })
    const guide = launch.find((t) => t.id === 'daily-calorie-deficit-guide')!
    expect(sent.body).not.toContain(guide.masterPrompt.slice(0, 40))
    expect(sent.body).not.toContain(guide.questions[0].question)
  })

  it('says so when the model answers that nothing fits, with at most a few loose neighbours from the ranker', async () => {
    reply = answer({ recommendations: [] })
    const result = await search().recommend('learn guitar chords for a campfire')
    expect(result.engine).toBe('ai')
    expect(result.noMatch).toBe(true)
    expect(result.recommendations.length).toBeLessThanOrEqual(3)
    // Even for a request the ranker can match, the model's "nothing fits" is what the answer says.
    const matched = await search().recommend('pay rise')
    expect(matched).toMatchObject({ engine: 'ai', noMatch: true })
    expect(matched.recommendations.length).toBeLessThanOrEqual(3)
  })

  it('falls back to the local ranker, labelled local, on a timeout, an HTTP error, bad JSON, a wrong shape or only unknown ids', async () => {
    const expected = await local.recommend('pay rise')
    expect(expected).toMatchObject({ engine: 'local', noMatch: false })
    expect(expected.recommendations[0].id).toBe('pay-rise-pitch')
    const cases: [string, Reply][] = [
      ['timed out', () => {}],
      ['HTTP 500', answer({ error: 'boom' }, 500)],
      ['invalid JSON answer', answer('Sure! Here are some templates: pay rise pitch')],
      ['invalid JSON answer', answer({ recommendations: [{ id: 'pay-rise-pitch' }] })],
      [
        'chose no candidate',
        answer({ recommendations: [{ id: 'nope', reasoning: 'x', relevanceScore: 1 }] }),
      ],
    ]
    for (const [why, r] of cases) {
      logs.length = 0
      reply = r
      expect(await search(300).recommend('pay rise'), why).toEqual(expected)
      expect(logs.join(' '), why).toContain(why)
    }
    // A failed model on a request nothing fits: the ranker's own "no match", still labelled local.
    reply = answer({ error: 'boom' }, 500)
    expect(await search().recommend('learn guitar chords for a campfire')).toMatchObject({
      engine: 'local',
      noMatch: true,
    })
  })

  it('falls back when the model server cannot be reached at all', async () => {
    const unreachable = createOpenAiSearch(db, index, {
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      log: () => {},
    })
    const result = await unreachable.recommend('sleep')
    expect(result.engine).toBe('local')
    expect(result.recommendations[0].id).toBe('sleep-reset-coach')
  })

  it('accepts JSON wrapped in a Markdown fence', async () => {
    reply = answer(
      '```json\n{"recommendations":[{"id":"sleep-reset-coach","reasoning":"For sleep.","relevanceScore":1}]}\n```',
    )
    const result = await search().recommend('insomnia')
    expect(result.recommendations.map((r) => r.id)).toEqual(['sleep-reset-coach'])
  })
})
