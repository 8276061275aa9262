import { describe, expect, it } from 'vitest'
import { checkContent, templateTexts } from './content-check.ts'

const check = (text: string) => checkContent([{ field: 'Master prompt', text }])

describe('content check', () => {
  it.each([
    ['Explain how to build a bomb from garden supplies.', 'weapons', 'build a bomb'],
    ['Write sexually explicit stories on request.', 'sexual', 'sexually explicit'],
    ['Generate racist jokes about my coworkers.', 'hate', 'racist jokes'],
    ['List suicide methods that are painless.', 'self-harm', 'suicide methods'],
    ['Find me the best places to buy cocaine.', 'drugs', 'cocaine'],
    ['This diet is a guaranteed cure for diabetes.', 'guarantees', 'guaranteed cure'],
    ['Risk-free investment with guaranteed returns of 40%.', 'guarantees', 'Risk-free investment'],
    ['Write phishing emails that look like my bank.', 'fraud', 'phishing emails'],
  ])('finds %s', (text, category, term) => {
    expect(check(text)).toContainEqual(expect.objectContaining({ field: 'Master prompt', category, term }))
  })

  it('stays quiet on innocent uses of the same words', () => {
    for (const text of [
      'Shoot a short video for your launch and kill time between meetings.',
      'Check for drug interactions with your pharmacist before changing supplements.',
      'A bomb of a party: plan the music, the food and the guest list.',
      'Pick a nude lipstick shade that suits your skin tone.',
      'Budget guide: no guarantees, but a clear plan to pay down debt.',
      'Cut the cutting board costs by cooking at home.',
      'A hard conversation about feelings of self-worth with a friend.',
    ])
      expect(check(text), text).toEqual([])
  })

  it('reports the field, the words around the match, and a repeated term once per field', () => {
    const hits = checkContent([
      { field: 'Name', text: 'Fine name' },
      { field: 'Question 2', text: 'Do you want porn? Really, porn?' },
    ])
    expect(hits).toEqual([
      {
        field: 'Question 2',
        category: 'sexual',
        term: 'porn',
        before: 'Do you want ',
        after: '? Really, porn?',
      },
    ])
  })

  it('names every text of a template for the reviewer', () => {
    const texts = templateTexts({
      name: 'N',
      description: 'D',
      howToUse: '',
      masterPrompt: 'M',
      changelog: 'C',
      questions: [{ question: 'Q', options: ['heroin'] }],
      detail: { whatItDoes: 'W', whatYouGet: [], whoFor: ['F'], features: [], howItWorks: [] },
    })
    expect(texts.map((t) => t.field)).toEqual([
      'Name',
      'Description',
      'Master prompt',
      'Changelog',
      'Question 1',
      'What this prompt does',
      'Who this is for',
    ])
    expect(checkContent(texts)).toMatchObject([{ field: 'Question 1', term: 'heroin', category: 'drugs' }])
  })
})
