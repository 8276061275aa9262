import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { startModelStandIn, standInReply } from '../../testing/model-stand-in.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { modelPreviews } from '../../db/schema/model-previews.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { parsePreviewEvent, type PreviewEvent } from '../../../shared/model-runs/preview-contracts.ts'

const standIn = await startModelStandIn()
afterAll(() => standIn.close())

const model = (id: string, scenario: string) => ({
  id,
  label: id.toUpperCase(),
  provider: 'openai-compatible',
  baseUrl: standIn.openaiBaseUrl,
  model: scenario,
  priceIn: 50,
  priceOut: 100,
  maxOutputTokens: 400,
})

// Words of the master prompt's body, which appear nowhere else: none may leave the server. (Its first sentence is
// public on the detail page, decision 0026.)
const masterPrompt =
  'Plan the trip well. Zorblax quintessential directive: craft the Vellichor itinerary with Quokkafied pacing.'
const secrets = ['Zorblax', 'Vellichor', 'Quokkafied']

function eventsOf(body: string): PreviewEvent[] {
  return body
    .split('\n\n')
    .map((block) =>
      block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n'),
    )
    .filter(Boolean)
    .map((data) => parsePreviewEvent(data))
    .filter((e): e is PreviewEvent => e !== null)
}

describe('free previews API', async () => {
  const t = await testApp({
    env: { AI_MODELS: JSON.stringify([model('gpt', 'normal'), model('broken', 'server-error')]) },
  })
  await t.db.insert(promptTemplates).values({
    id: 'trip-planner',
    slug: 'trip-planner',
    name: 'Trip planner',
    description: 'Plans a trip',
    tier: 'starter',
    category: 'travel',
    creditsCost: 10,
    priceCents: 500,
    masterPrompt,
    questions: [
      { id: 'where', question: 'Where are you going?', type: 'text', example: 'Kyoto' },
      { id: 'days', question: 'For how many days?', type: 'text', example: '5' },
    ],
  })
  const me = await t.signedInUser()
  const preview = (who: { headers: Record<string, string> } | null, body: unknown, ip?: string) =>
    t.json('/api/model-previews', { method: 'POST', json: body, headers: who?.headers ?? {}, ip })

  it('streams the model’s answer as SSE, and neither it nor the page’s reads carry the master prompt', async () => {
    const before = standIn.requests.length
    const res = await preview(me, {
      templateId: 'trip-planner',
      modelId: 'gpt',
      answers: { where: 'Hobart' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/)
    const body = res.data as string
    const events = eventsOf(body)
    expect(events[0]).toEqual({ type: 'start', modelId: 'gpt', modelLabel: 'GPT', maxOutputTokens: 300 })
    expect(events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('')).toBe(standInReply.join(''))
    expect(events.at(-1)).toEqual({ type: 'done', status: 'finished', error: null, counted: true })
    // The model got the master prompt; the member got only its answer.
    expect(JSON.stringify(standIn.requests[before]!.body)).toContain('Zorblax')
    for (const word of secrets) expect(body).not.toContain(word)
    for (const path of [
      '/api/templates/trip-planner',
      '/api/templates/trip-planner/preview',
      '/api/templates/trip-planner/samples',
      '/api/models',
      '/prompts/trip-planner',
    ]) {
      const page = await t.json(path, { headers: me.headers })
      const text = typeof page.data === 'string' ? page.data : JSON.stringify(page.data)
      for (const word of secrets) expect(text, path).not.toContain(word)
    }
    expect(await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, me.id))).toEqual(
      [],
    )
  })

  it('refuses a second preview of the template today, as JSON and before any stream', async () => {
    const again = await preview(me, { templateId: 'trip-planner', modelId: 'gpt', useSamplePersona: true })
    expect(again).toMatchObject({ status: 409, data: { error: { code: 'preview_used' } } })
    expect(JSON.stringify(again.data)).not.toContain('Zorblax')
  })

  it('does not count a provider failure before any output', async () => {
    const other = await t.signedInUser()
    const failed = await preview(other, {
      templateId: 'trip-planner',
      modelId: 'broken',
      useSamplePersona: true,
    })
    expect(eventsOf(failed.data as string).at(-1)).toMatchObject({
      type: 'done',
      status: 'failed',
      counted: false,
    })
    expect(await t.db.select().from(modelPreviews).where(eq(modelPreviews.userId, other.id))).toEqual([])
    const ok = await preview(other, { templateId: 'trip-planner', modelId: 'gpt', useSamplePersona: true })
    expect(eventsOf(ok.data as string).at(-1)).toMatchObject({ status: 'finished', counted: true })
  })

  it('counts previews by the caller’s address', async () => {
    const ip = '203.0.113.9'
    for (let i = 0; i < 15; i++) {
      const member = await t.signedInUser()
      const res = await preview(
        member,
        { templateId: 'trip-planner', modelId: 'gpt', useSamplePersona: true },
        ip,
      )
      expect(res.status).toBe(200)
    }
    const late = await preview(
      await t.signedInUser(),
      { templateId: 'trip-planner', modelId: 'gpt', useSamplePersona: true },
      ip,
    )
    expect(late).toMatchObject({ status: 429, data: { error: { code: 'preview_address_limit' } } })
    const rows = await t.db.select().from(modelPreviews).where(eq(modelPreviews.clientAddress, ip))
    expect(rows).toHaveLength(15)
  })

  it('asks a visitor to sign in, tells an owner to use the real run, and rejects bad bodies with 400', async () => {
    const visitor = await preview(null, {
      templateId: 'trip-planner',
      modelId: 'gpt',
      useSamplePersona: true,
    })
    expect(visitor.status).toBe(401)
    const owner = await t.signedInUser()
    await t.db
      .insert(promptPurchases)
      .values({ userId: owner.id, promptId: 'trip-planner', purchaseMethod: 'credits' })
    const owned = await preview(owner, { templateId: 'trip-planner', modelId: 'gpt', useSamplePersona: true })
    expect(owned).toMatchObject({ status: 403, data: { error: { code: 'owns_template' } } })
    for (const body of [
      null,
      'x',
      { templateId: 7 },
      { templateId: 'trip-planner' },
      { templateId: 'trip-planner', modelId: 'gpt', answers: { where: 'x'.repeat(501) } },
    ])
      expect((await preview(me, body)).status).toBe(400)
  })
})

describe('free previews with no model configured', async () => {
  const t = await testApp({ seed: true })
  const me = await t.signedInUser()
  it('refuses, saying none is connected', async () => {
    const [template] = await t.db.select({ id: promptTemplates.id }).from(promptTemplates).limit(1)
    const res = await t.json('/api/model-previews', {
      method: 'POST',
      json: { templateId: template!.id, modelId: 'gpt', useSamplePersona: true },
      headers: me.headers,
    })
    expect(res).toMatchObject({ status: 409, data: { error: { code: 'no_models' } } })
  })
})
