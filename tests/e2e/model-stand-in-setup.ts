import { startModelStandIn } from '../../src/server/testing/model-stand-in.ts'

// Playwright global setup: the stand-in model server the e2e server's AI_MODELS points at (playwright.config.ts), so
// the Run journeys stream real SSE from a local "provider". The model name picks its behaviour (model-stand-in.ts).
export default async function startStandInModels() {
  const port = Number(process.env.E2E_MODELS_PORT)
  if (!port) return
  const standIn = await startModelStandIn({ port, slowDelayMs: 150, longDelayMs: 20 })
  return () => standIn.close()
}

/** AI_MODELS of the e2e server: stand-ins speaking OpenAI's and Anthropic's streaming protocols. */
export function e2eAiModels(port: number) {
  const base = `http://127.0.0.1:${port}/v1`
  const model = (id: string, label: string, provider: string, scenario: string) => ({
    id,
    label,
    provider,
    baseUrl: base,
    model: scenario,
    priceIn: 1,
    priceOut: 2,
    maxOutputTokens: 1000,
  })
  return JSON.stringify([
    model('stand-in-gpt', 'Stand-in GPT', 'openai-compatible', 'slow'),
    model('stand-in-claude', 'Stand-in Claude', 'anthropic', 'slow'),
    model('stand-in-fast', 'Stand-in Fast', 'openai-compatible', 'normal'),
    model('stand-in-waits', 'Stand-in (waits)', 'openai-compatible', 'hold'),
    model('stand-in-breaks', 'Stand-in (breaks)', 'openai-compatible', 'drop'),
    // A long answer: the free preview cuts it (decision 0033).
    model('stand-in-long', 'Stand-in Long', 'anthropic', 'long'),
  ])
}
