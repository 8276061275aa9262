import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startModelStandIn, standInReply, type ModelStandIn } from '../../testing/model-stand-in.ts'
import { parseEnv } from '../../env.ts'
import { createAiSdkModelPort } from './ai-sdk-model-port.ts'
import { ModelError, type ModelStreamPart } from './model-port.ts'

let standIn: ModelStandIn
beforeAll(async () => {
  standIn = await startModelStandIn()
})
afterAll(() => standIn.close())

const scenarios = ['normal', 'slow', 'hold', 'no-usage', 'rate-limited', 'server-error', 'drop', 'malformed']

function portFor(provider: 'openai-compatible' | 'anthropic') {
  const models = scenarios.map((s) => ({
    id: s,
    label: s,
    provider,
    baseUrl: provider === 'anthropic' ? standIn.anthropicBaseUrl : standIn.openaiBaseUrl,
    apiKeyEnv: 'STAND_IN_KEY',
    model: s,
    priceIn: 1,
    priceOut: 2,
    maxOutputTokens: 500,
  }))
  const env = parseEnv({
    NODE_ENV: 'test',
    AI_MODELS: JSON.stringify(models),
    STAND_IN_KEY: 'sk-test-secret',
  })
  return createAiSdkModelPort(env.AI_MODELS)
}

async function collect(
  port: ReturnType<typeof portFor>,
  modelId: string,
  signal = new AbortController().signal,
) {
  const parts: ModelStreamPart[] = []
  try {
    for await (const part of port.stream({ modelId, prompt: 'Write me a plan', signal })) parts.push(part)
    return { parts, error: null }
  } catch (error) {
    return { parts, error: error as ModelError }
  }
}

const text = (parts: ModelStreamPart[]) => parts.map((p) => (p.type === 'text' ? p.text : '')).join('')

describe.each(['openai-compatible', 'anthropic'] as const)('the model port on %s', (provider) => {
  it('streams the answer and reports usage at the end, sending the key', async () => {
    const before = standIn.requests.length
    const { parts, error } = await collect(portFor(provider), 'normal')
    expect(error).toBeNull()
    expect(text(parts)).toBe(standInReply.join(''))
    expect(parts.filter((p) => p.type === 'text').length).toBeGreaterThan(1)
    const finish = parts.at(-1)
    expect(finish).toMatchObject({ type: 'finish', usage: { outputTokens: standInReply.length } })
    expect(finish?.type === 'finish' && finish.usage.inputTokens).toBeGreaterThan(0)
    const request = standIn.requests[before]!
    if (provider === 'anthropic') expect(request.apiKey).toBe('sk-test-secret')
    else {
      expect(request.authorization).toBe('Bearer sk-test-secret')
      expect(request.body.stream_options).toEqual({ include_usage: true })
    }
    expect(JSON.stringify(request.body)).toContain('Write me a plan')
  })

  it('streams slow tokens one by one', async () => {
    const { parts, error } = await collect(portFor(provider), 'slow')
    expect(error).toBeNull()
    expect(text(parts)).toBe(standInReply.join(''))
  })

  it('reports a 429 before any token as rate limited', async () => {
    const { parts, error } = await collect(portFor(provider), 'rate-limited')
    expect(parts).toEqual([])
    expect(error).toBeInstanceOf(ModelError)
    expect(error?.kind).toBe('rate_limited')
  })

  it('reports a 500 before any token as a provider error', async () => {
    const { parts, error } = await collect(portFor(provider), 'server-error')
    expect(parts).toEqual([])
    expect(error?.kind).toBe('provider_error')
    expect(error?.message).not.toContain('sk-test-secret')
  })

  it('keeps what streamed before a dropped connection, then fails', async () => {
    const { parts, error } = await collect(portFor(provider), 'drop')
    expect(text(parts)).toBe(standInReply.slice(0, 2).join(''))
    expect(error).toBeInstanceOf(ModelError)
    expect(error?.message).toBe('The connection to the model was lost.')
  })

  it('keeps what streamed before a malformed chunk, then fails', async () => {
    const { parts, error } = await collect(portFor(provider), 'malformed')
    expect(text(parts)).toBe(standInReply[0])
    expect(error).toBeInstanceOf(ModelError)
  })

  it('ends quietly when the caller aborts, and the provider sees the connection close', async () => {
    const controller = new AbortController()
    const port = portFor(provider)
    const parts: ModelStreamPart[] = []
    let error: unknown = null
    try {
      for await (const part of port.stream({ modelId: 'hold', prompt: 'Hi', signal: controller.signal })) {
        parts.push(part)
        controller.abort()
      }
    } catch (err) {
      error = err
    }
    expect(text(parts)).toBe(standInReply[0])
    expect(parts.some((p) => p.type === 'finish')).toBe(false)
    expect(error === null || error instanceof ModelError).toBe(true)
    await expect.poll(() => standIn.openStreams()).toBe(0)
  })
})
