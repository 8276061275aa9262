import { describe, expect, it } from 'vitest'
import { aiAppsConfig, aiAppsJson, defaultAiApps, openTarget } from './ai-apps.ts'

const chatgpt = defaultAiApps.apps.find((a) => a.id === 'chatgpt')!

describe('AI apps configuration', () => {
  it('ships ChatGPT, Claude and Perplexity with an 8000-character URL limit', () => {
    expect(defaultAiApps.apps.map((a) => a.name)).toEqual(['ChatGPT', 'Claude', 'Perplexity'])
    expect(defaultAiApps.maxUrlLength).toBe(8000)
  })

  it('puts the URL-encoded prompt where {prompt} stands', () => {
    const target = openTarget(chatgpt, 'Plan my trip & budget: 100% fun?', 8000)
    expect(target).toEqual({
      kind: 'direct',
      url: 'https://chatgpt.com/?q=Plan%20my%20trip%20%26%20budget%3A%20100%25%20fun%3F',
    })
    expect(new URL(target.url).searchParams.get('q')).toBe('Plan my trip & budget: 100% fun?')
  })

  it('keeps $-patterns in the prompt as they are', () => {
    const target = openTarget(chatgpt, "$& $' $1", 8000)
    expect(new URL(target.url).searchParams.get('q')).toBe("$& $' $1")
  })

  it('falls back to copy-and-open at the home page when the URL would be too long', () => {
    const prompt = 'x'.repeat(200)
    const exact = openTarget(chatgpt, prompt, 'https://chatgpt.com/?q='.length + 200)
    expect(exact.kind).toBe('direct')
    expect(openTarget(chatgpt, prompt, 'https://chatgpt.com/?q='.length + 199)).toEqual({
      kind: 'copy',
      url: 'https://chatgpt.com/',
    })
  })

  it('counts the encoded length, not the raw one', () => {
    const prompt = 'é'.repeat(100) // 6 characters each once encoded
    expect(openTarget(chatgpt, prompt, 300).kind).toBe('copy')
  })

  it('accepts a JSON override and refuses a bad one', () => {
    const ok = aiAppsJson.safeParse(
      '[{"id":"mistral","name":"Le Chat","url":"https://chat.mistral.ai/chat?q={prompt}","homeUrl":"https://chat.mistral.ai/chat"}]',
    )
    expect(ok.success).toBe(true)
    for (const bad of [
      'not json',
      '{}',
      '[{"id":"x","name":"X","url":"https://x.test/?q=","homeUrl":"https://x.test/"}]',
      '[{"id":"x","name":"X","url":"javascript:alert({prompt})","homeUrl":"https://x.test/"}]',
      '[{"id":"x","name":"X","url":"https://x.test/?q={prompt}&r={prompt}","homeUrl":"https://x.test/"}]',
      '[{"id":"X Y","name":"X","url":"https://x.test/?q={prompt}","homeUrl":"https://x.test/"}]',
    ])
      expect(aiAppsJson.safeParse(bad).success, bad).toBe(false)
    expect(aiAppsConfig.safeParse({ maxUrlLength: 10, apps: [] }).success).toBe(false)
  })
})
