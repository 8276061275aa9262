import { describe, expect, it } from 'vitest'
import { checkContent, templateTexts } from '../../../shared/review/content-check.ts'
import { loadLaunchCatalogue } from './launch-catalogue.ts'

// The review queue's word check must stay quiet on honest templates: the launch catalogue has no hits.
describe('the launch catalogue passes the review word check', async () => {
  const catalogue = await loadLaunchCatalogue()

  it('has templates to check', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(16)
  })

  for (const template of catalogue)
    it(template.slug, () => {
      expect(checkContent(templateTexts(template))).toEqual([])
    })
})
