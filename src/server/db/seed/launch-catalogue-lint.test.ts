import { describe, expect, it } from 'vitest'
import { lintTemplate } from '../../../shared/catalog/lint-template.ts'
import { loadLaunchCatalogue } from './launch-catalogue.ts'

describe('the launch catalogue passes the template linter', async () => {
  const catalogue = await loadLaunchCatalogue()

  it('has templates to check', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(16)
  })

  for (const template of catalogue)
    it(template.slug, () => {
      expect(lintTemplate(template)).toEqual([])
    })
})
