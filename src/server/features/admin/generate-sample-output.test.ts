import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sampleOutputs } from '../../db/schema/sample-outputs.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'
import { startModelStandIn, standInReply } from '../../testing/model-stand-in.ts'
import { testApp } from '../../testing/test-app.ts'

const standIn = await startModelStandIn()
afterAll(() => standIn.close())

const model = (id: string, label: string, provider: string, scenario: string) => ({
  id,
  label,
  provider,
  baseUrl: provider === 'anthropic' ? standIn.anthropicBaseUrl : standIn.openaiBaseUrl,
  apiKeyEnv: 'STAND_IN_KEY',
  model: scenario,
  priceIn: 50,
  priceOut: 100,
  maxOutputTokens: 300,
})

describe('generating sample outputs with a model', async () => {
  const t = await adminTestApp({
    seed: true,
    env: {
      AI_MODELS: JSON.stringify([
        model('gpt', 'GPT Stand-in', 'openai-compatible', 'normal'),
        model('claude', 'Claude Stand-in', 'anthropic', 'normal'),
        model('busy', 'Busy Stand-in', 'openai-compatible', 'rate-limited'),
        model('down', 'Down Stand-in', 'openai-compatible', 'server-error'),
        model('cut', 'Cut Stand-in', 'openai-compatible', 'drop'),
      ]),
      STAND_IN_KEY: 'sk-stand-in',
    },
  })
  const generate = (who: { headers: Record<string, string> } | null, id: string, modelId: string) =>
    t.json(`/api/admin/templates/${id}/samples/generate`, {
      method: 'POST',
      headers: who?.headers ?? {},
      json: { modelId },
    })
  const samplesOf = (id: string) => t.db.select().from(sampleOutputs).where(eq(sampleOutputs.promptId, id))
  const ledgerRows = async () => (await t.db.select().from(creditTransactions)).length

  it('sends the sample persona prompt built on the server and keeps the answer as a draft with the model and date', async () => {
    const ledgerBefore = await ledgerRows()
    const sent = standIn.requests.length
    const res = await generate(t.admin, 'email-polisher', 'claude')
    expect(res.status).toBe(201)
    const today = new Date().toISOString().slice(0, 10)
    expect(res.data).toEqual({ id: expect.any(String), modelName: 'Claude Stand-in', producedOn: today })

    // The model got exactly the prompt the admin page shows as the sample prompt.
    const listed = await t.json('/api/admin/templates/email-polisher/samples', { headers: t.admin.headers })
    const request = standIn.requests[sent]!
    expect(request.protocol).toBe('anthropic')
    expect(JSON.stringify(request.body.messages)).toContain(
      JSON.stringify(listed.data.samplePrompt).slice(1, -1),
    )
    expect(listed.data.items[0]).toMatchObject({
      id: res.data.id,
      status: 'draft',
      modelName: 'Claude Stand-in',
      producedOn: today,
      output: standInReply.join('').trim(),
      promptChanged: false,
    })
    // Not public until published.
    const pub = await t.json('/api/templates/email-polisher/samples')
    expect(pub.data.items).toEqual([])
    // No charge to anyone, and the spend is on record in the audit.
    expect(await ledgerRows()).toBe(ledgerBefore)
    const audit = await t.json('/api/admin/audit?target=email-polisher', { headers: t.admin.headers })
    expect(audit.data.items[0]).toMatchObject({
      action: 'sample-output.generate',
      details: {
        sampleId: res.data.id,
        modelId: 'claude',
        modelName: 'Claude Stand-in',
        charged: 0,
        usageReported: true,
        tokensIn: expect.any(Number),
        tokensOut: expect.any(Number),
        creditsAtModelPrice: expect.any(Number),
      },
    })

    // Publishing with the existing action shows it with its model and date.
    await t.json(`/api/admin/samples/${res.data.id}`, {
      method: 'PATCH',
      headers: t.admin.headers,
      json: { status: 'published' },
    })
    const shown = await t.json('/api/templates/email-polisher/samples')
    expect(shown.data.items).toEqual([
      expect.objectContaining({ id: res.data.id, modelName: 'Claude Stand-in', producedOn: today }),
    ])
  })

  it.each([
    ['busy', 'rate limited'],
    ['down', 'HTTP 500'],
    ['cut', 'connection to the model was lost'],
  ])('a provider failure (%s) is a clear 422 and stores nothing', async (modelId, words) => {
    const before = (await samplesOf('big-purchase-decider')).length
    const res = await generate(t.admin, 'big-purchase-decider', modelId)
    expect(res.status).toBe(422)
    expect(res.data.error.code).toBe('model_failed')
    expect(res.data.error.message).toContain(words)
    expect(res.data.error.message).toContain('Nothing was saved')
    expect(res.data.error.message).not.toContain('sk-stand-in')
    expect((await samplesOf('big-purchase-decider')).length).toBe(before)
  })

  it('refuses an unknown model, an unknown template, and anyone but an admin', async () => {
    expect((await generate(t.admin, 'email-polisher', 'nope')).status).toBe(400)
    expect((await generate(t.admin, 'no-such-template', 'gpt')).status).toBe(404)
    expect((await generate(t.admin, 'email-polisher', '')).status).toBe(400)
    const sent = standIn.requests.length
    expect((await generate(t.member, 'email-polisher', 'gpt')).status).toBe(403)
    expect((await generate(null, 'email-polisher', 'gpt')).status).toBe(401)
    expect(standIn.requests.length).toBe(sent)
  })

  it('with no model configured says how to connect one', async () => {
    const bare = await testApp({ env: { ADMIN_EMAILS: 'solo@promptmarket.test' } })
    const admin = await bare.signedInUser({ email: 'solo@promptmarket.test' })
    const res = await bare.json('/api/admin/templates/x/samples/generate', {
      method: 'POST',
      headers: admin.headers,
      json: { modelId: 'gpt' },
    })
    expect(res.status).toBe(409)
    expect(res.data.error).toEqual({ code: 'no_models', message: expect.stringContaining('AI_MODELS') })
  })
})
